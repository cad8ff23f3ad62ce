/** Text made safe to put inside HTML (notification messages, the provider's pages, generated SVG). */
export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tags an HTML text written by a platform administrator (the terms and conditions) may keep. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
]);
const VOID_TAGS = new Set(['br']);
/** Elements dropped with everything inside them: their content is code, styles or another document. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
];
const DROPPED = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');
/** Comments, CDATA, doctype and processing instructions, closed or not. */
const DECLARATIONS = /<!--[\s\S]*?(?:-->|$)|<![\s\S]*?(?:>|$)|<\?[\s\S]*?(?:>|$)/g;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
/** A character reference the browser decodes into text (kept as written; anything else is an escaped `&`). */
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const NAMED_IN_URLS: Record<string, string> = {
  amp: '&',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  quot: '"',
  apos: "'",
};

/** Text of the document: its markup characters escaped, its character references kept. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '&') {
      const entity = ENTITY.exec(text.slice(i, i + 40));
      if (entity) {
        out += entity[0];
        i += entity[0].length - 1;
        continue;
      }
    }
    out += /[<>&"']/.test(c) ? `&#${c.charCodeAt(0)};` : c;
  }
  return out;
}

/**
 * A link's address as the browser would read it (character references decoded, the blanks it ignores removed),
 * when it is http, https or mailto; anything else (javascript:, data:, a relative path) is not kept.
 */
function safeHref(raw: string): string | null {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000),
    )
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&([a-z]+);/gi, (m, name: string) => NAMED_IN_URLS[name.toLowerCase()] ?? m)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the blanks and controls a browser skips in a URL
    .replace(/[\u0000-\u0020\u007F-\u009F]/g, '');
  if (!/^(?:https?:\/\/|mailto:)/i.test(decoded)) return null;
  try {
    return new URL(decoded).href;
  } catch {
    return null;
  }
}

/**
 * HTML written by a person, made safe to show inside the portal (the terms and conditions' text): only the
 * paragraphs, headings (h2–h4), lists, emphasis and links of ALLOWED_TAGS stay, without any attribute but a link's
 * http, https or mailto address (opened in a new tab); scripts, styles, frames and the like go with their content;
 * every other tag goes and its text stays; the tags are balanced. The result is built from those pieces alone,
 * so nothing else of the input can reach the page as markup.
 */
export function sanitizeHtml(input: string): string {
  const source = input.replace(DECLARATIONS, '').replace(DROPPED, '');
  const open: string[] = [];
  let out = '';
  let last = 0;
  const closeTo = (tag: string) => {
    const at = open.lastIndexOf(tag);
    if (at === -1) return;
    while (open.length > at) out += `</${open.pop()}>`;
  };
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2].toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      closeTo(tag);
      continue;
    }
    if (tag === 'a') {
      const href = HREF.exec(match[3]);
      const url = href ? safeHref(href[1] ?? href[2] ?? href[3] ?? '') : null;
      if (!url) continue;
      // A link does not hold another.
      closeTo('a');
      out += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">`;
      open.push('a');
      continue;
    }
    out += `<${tag}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  out += escapeText(source.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The text a sanitized HTML shows, without its tags and blanks (empty: nothing to read). */
export const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
