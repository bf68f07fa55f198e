/** The verbs spec §7's paths start with (/api/fetch/user/details): the resource is the segment after them. */
const VERBS = new Set(['fetch', 'add', 'update', 'delete', 'insert', 'create', 'revoke', 'get', 'list', 'remove', 'save', 'verify', 'check']);

/**
 * The group an operation is listed under on /api/docs: the resource its path names (`user` for
 * /api/fetch/user/details, `integrations` for /api/integrations/ghost/connect), so the reference
 * page reads by subject instead of one long "default" list.
 */
export function operationTag(url: string): string {
  const segments = url.replace(/^\/api\//, '').split('/').filter((segment) => segment && !segment.startsWith(':') && !segment.startsWith('*'));
  const [first, second] = segments;
  const resource = first && VERBS.has(first) && second ? second : (first ?? 'api');
  return resource.replace(/\.[a-z]+$/, '');
}
