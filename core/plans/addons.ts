/** What an add-on adds to: purchased credits, or purchased runs of one feature (spec §3 additionalRuns). */
export type TAddonKind = 'credits' | 'autoblog_workflow' | 'content_optimization';

/** One add-on pack sold on /pricing?tab=addon. Every price and size is our choice (docs/decisions.md, Billing). */
export type TAddonPack = { id: string; kind: TAddonKind; quantity: number; priceUsd: number; displayName: string };

/**
 * The add-on catalogue: credit packs (one credit writes 100 words) and packs of extra AutoBlog
 * workflow and content optimization runs. Paid once, never renewed; they are used after the
 * plan's own credits and runs and are kept when a period starts over.
 */
export const ADDON_PACKS: readonly TAddonPack[] = [
  { id: 'credits_100', kind: 'credits', quantity: 100, priceUsd: 5, displayName: '100 additional credits' },
  { id: 'credits_500', kind: 'credits', quantity: 500, priceUsd: 20, displayName: '500 additional credits' },
  { id: 'autoblog_workflow_5', kind: 'autoblog_workflow', quantity: 5, priceUsd: 15, displayName: '5 AutoBlog workflow runs' },
  { id: 'content_optimization_10', kind: 'content_optimization', quantity: 10, priceUsd: 10, displayName: '10 content optimization runs' },
];

/** The pack with this id, if the catalogue sells one. */
export function findAddonPack(id: string | null | undefined): TAddonPack | undefined {
  return ADDON_PACKS.find((pack) => pack.id === id);
}
