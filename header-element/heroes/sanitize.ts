// The CMS's "trusted HTML" (hero title, eyebrow, description) still passes DOMPurify before it
// reaches the DOM (ARCHITECTURE.md, Security): marketing copy needs emphasis and links, never
// scripts, handlers, styles, forms, embeds or foreign URL schemes.
import DOMPurify from 'dompurify';

// Own instance, so the hook below never leaks into another DOMPurify user on the host page.
const purifier = DOMPurify(window);

const INLINE_TAGS = [
  'a',
  'b',
  'br',
  'em',
  'i',
  'mark',
  'small',
  's',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
];
const BLOCK_TAGS = [...INLINE_TAGS, 'p', 'ul', 'ol', 'li'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'title', 'lang', 'dir'];
// Only web, mail, phone and text links, or scheme-less (relative) ones.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel|sms):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a new tab must not hand the host page to the opened one.
  if (node.tagName === 'A' && node.getAttribute('target')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

function sanitize(html: string | null | undefined, tags: string[]): string {
  if (!html) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS: tags,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Text inside removed elements (e.g. <noscript>) is dropped rather than re-parsed as markup.
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** Sanitises inline copy (hero title and eyebrow): emphasis and links only. */
export function sanitizeInlineHtml(html: string | null | undefined): string {
  return sanitize(html, INLINE_TAGS);
}

/** Sanitises block copy (hero description): inline copy plus paragraphs and lists. */
export function sanitizeBlockHtml(html: string | null | undefined): string {
  return sanitize(html, BLOCK_TAGS);
}
