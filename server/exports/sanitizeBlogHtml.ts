import sanitizeHtml from 'sanitize-html';
import { BLOG_ALLOWED_ATTRIBUTES, BLOG_ALLOWED_SCHEMES, BLOG_ALLOWED_STYLES, BLOG_ALLOWED_TAGS } from '@core/editor/htmlAllowList';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_ALLOWED_TAGS],
  allowedAttributes: BLOG_ALLOWED_ATTRIBUTES,
  allowedSchemes: [...BLOG_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: { '*': { ...BLOG_ALLOWED_STYLES } },
  // Script and style bodies go with their tags, never left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
  // Images load by absolute web address only: a relative or empty src shows a broken image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } } : { tagName, attribs },
  },
};

/** A doc's HTML with everything that could run or load outside the allow-list removed. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The doc's readable text: tags dropped, entities decoded, whitespace collapsed. */
export function blogPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|td|th)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
