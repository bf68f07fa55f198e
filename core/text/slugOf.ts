/** Longest slug made from a title (targets allow more; long slugs make poor addresses). */
const MAX_SLUG_CHARS = 80;

/**
 * A URL slug from a title: accents dropped, lower-case letters and digits joined by single dashes,
 * cut at a dash. Empty when the title has no letters or digits (a target then makes its own).
 */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_CHARS) return slug;
  const cut = slug.slice(0, MAX_SLUG_CHARS);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 20 ? cut.slice(0, lastDash) : cut;
}
