import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, visibleText } from '../src/lib/html.ts';

/** The allow-list sanitizer of texts written by people (the terms and conditions, issue 15). */
describe('sanitizeHtml', () => {
  const link = (href: string, text: string) =>
    `<a href="${href}" target="_blank" rel="noopener noreferrer">${text}</a>`;

  it.each([
    [
      'paragraphs, headings, lists and emphasis stay',
      '<h2>T</h2><p>a <strong>b</strong> <em>c</em></p><ul><li>d</li></ul>',
      '<h2>T</h2><p>a <strong>b</strong> <em>c</em></p><ul><li>d</li></ul>',
    ],
    ['tags are read whatever their case', '<P>x</P><BR>', '<p>x</p><br>'],
    ['attributes go', '<p class="x" style="color:red" onclick="alert(1)">x</p>', '<p>x</p>'],
    ['a script goes with its content', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['an unclosed script takes the rest', '<p>a</p><script>alert(1)', '<p>a</p>'],
    ['a style goes with its content', '<style>p{}</style><p>x</p>', '<p>x</p>'],
    ['an iframe goes with its content', '<iframe src="https://x.test">y</iframe>z', 'z'],
    ['svg goes with its content', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['an image goes', '<img src=x onerror=alert(1)>hola', 'hola'],
    ['an unknown tag goes, its text stays', '<div><span>hola</span></div>', 'hola'],
    ['an h1 goes, its text stays', '<h1>Título</h1>', 'Título'],
    ['comments go', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
    ['an unclosed comment takes the rest', 'a<!-- b', 'a'],
    ['a doctype goes', '<!DOCTYPE html><p>x</p>', '<p>x</p>'],
    ['a stray < is text', 'a < b > c', 'a &#60; b &#62; c'],
    ['an unfinished tag is text', '<img src=x onerror=alert(1)//', '&#60;img src=x onerror=alert(1)//'],
    [
      'character references stay, a bare & is escaped',
      'A&amp;B &copy; &#233; & C',
      'A&amp;B &copy; &#233; &#38; C',
    ],
    ['quotes in text are escaped', `"a" 'b'`, '&#34;a&#34; &#39;b&#39;'],
    ['open tags are closed', '<p><strong>x', '<p><strong>x</strong></p>'],
    ['a stray closing tag goes', '</p>x</li>', 'x'],
    ['closing an outer tag closes the inner ones', '<ul><li><em>x</ul>y', '<ul><li><em>x</em></li></ul>y'],
    [
      'an https link stays, opened apart',
      '<a href="https://tu360.test/a?b=1&amp;c=2" id="x">y</a>',
      link('https://tu360.test/a?b=1&#38;c=2', 'y'),
    ],
    ['a mailto link stays', "<a href='mailto:ayuda@tu360.test'>y</a>", link('mailto:ayuda@tu360.test', 'y')],
    ['an unquoted link stays', '<a href=http://tu360.test>y</a>', link('http://tu360.test/', 'y')],
    ['a javascript: link goes, its text stays', '<a href="javascript:alert(1)">y</a>', 'y'],
    ['an encoded javascript: link goes', '<a href="&#106;avascript&#x3A;alert(1)">y</a>', 'y'],
    ['a javascript: link with blanks goes', '<a href=" java\tscript:alert(1)">y</a>', 'y'],
    ['a data: link goes', '<a href="data:text/html,<script>alert(1)</script>">y</a>', 'y'],
    ['a relative link goes', '<a href="/inicio">y</a>', 'y'],
    ['a link without an address goes', '<a name="x">y</a>', 'y'],
    [
      'a link does not hold another',
      '<a href="https://a.test">1<a href="https://b.test">2</a>',
      `${link('https://a.test/', '1')}${link('https://b.test/', '2')}`,
    ],
    ['a quoted > ends the tag, the rest is text', '<p title="a>b">x</p>', '<p>b&#34;&#62;x</p>'],
  ])('%s', (_name, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('tells when nothing readable is left', () => {
    expect(visibleText(sanitizeHtml('<script>x</script><p> &nbsp; </p><br>'))).toBe('');
    expect(visibleText(sanitizeHtml('<p>hola</p>'))).toBe('hola');
  });

  it('never lets markup through that could run code, whatever the input (property)', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '&',
      '#',
      ';',
      'x',
      'script',
      'img',
      'a',
      'p',
      'href',
      'src',
      'onerror',
      'javascript:',
      'style',
      '<!--',
      '-->',
      '\t',
      '&#106;',
      'svg',
      'iframe',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const out = sanitizeHtml(parts.join(''));
        // Every tag left is one of the allowed ones, with no attribute but a checked link's.
        for (const tag of out.match(/<[^>]*>/g) ?? [])
          expect(tag).toMatch(
            /^<\/?(p|br|h2|h3|h4|strong|b|em|i|u|ul|ol|li|blockquote|a)>$|^<a href="(https?:\/\/|mailto:)[^"<>]*" target="_blank" rel="noopener noreferrer">$/,
          );
        // No < is left that is not the start of one of those tags.
        expect(out.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
        // Sanitizing again changes nothing.
        expect(sanitizeHtml(out)).toBe(out);
      }),
      { numRuns: 2000, seed: 20_261_125 },
    );
  });
});
