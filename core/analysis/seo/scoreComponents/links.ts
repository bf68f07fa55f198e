import type { TComponentResult, TScoreContext } from '../scoreTypes';

export const LINKS_MAX = 6;

/** Links: 3 points for a link to another page of the writer's site, 3 for a link to another site. */
export function linksComponent(ctx: TScoreContext): TComponentResult {
  const rule = 'A link to another page of your site (a relative link, or one on your site\'s domain) earns 3 points; a link to another site earns 3. With no site known, a link by full address counts as going out.';
  const internal = ctx.doc.links.filter((link) => link.internal === true).length;
  const external = ctx.doc.links.length - internal;
  const points = (internal > 0 ? 3 : 0) + (external > 0 ? 3 : 0);
  const actions = [
    ...(internal ? [] : [{ id: 'links:internal', text: 'Link to a related page of your site', gain: 3 }]),
    ...(external ? [] : [{ id: 'links:external', text: 'Link to an authoritative source', gain: 3 }]),
  ];
  const detail = `${internal} internal and ${external} outgoing link${external === 1 ? '' : 's'}.`;
  return { component: { id: 'links', label: 'Links', points, max: LINKS_MAX, rule, detail }, actions };
}
