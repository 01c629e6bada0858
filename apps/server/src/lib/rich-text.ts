import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor produces (spec 001 §9: headings 1–6, lists, code, links, quotes)
 * and nothing else: scripts, event handlers, styles and foreign URL schemes are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // A link opening a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

// sanitize-html (a CommonJS package) loads with the first rich text saved, not with every start
// of the server (docs/performance.md); require() keeps this function synchronous.
const require = createRequire(import.meta.url);
let sanitize: typeof sanitizeHtml | undefined;

export function sanitizeRichText(html: string): string {
  sanitize ??= require('sanitize-html') as typeof sanitizeHtml;
  return sanitize(html, OPTIONS);
}
