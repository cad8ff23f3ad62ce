/** Text made safe to put inside HTML (notification messages, the provider's pages, generated SVG). */
export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
