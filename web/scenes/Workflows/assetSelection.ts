import type { TAssetKind } from '@core/api/assets';
import { selectionLimitsFor } from '@core/plans/selectionLimits';
import type { TFlags } from '@web/state/flags';

/** How many assets of each kind a workflow may use. */
export type TKindLimits = Record<TAssetKind, number>;

const LIMIT_FLAGS: Record<TAssetKind, string> = { file: 'files-limit', url: 'urls-limit', domain: 'domains-limit' };

/**
 * The plan's selection limits (spec §6: files and URLs 10 or 3, domains 1): the flags decide, and
 * while they load (or lack a number) the plan table does, as the flags' own defaults do. In team
 * mode pass the team's plan.
 */
export function kindLimits(flags: TFlags, planId: string | null): TKindLimits {
  const plan = selectionLimitsFor(planId);
  const fallback: TKindLimits = { file: plan.files, url: plan.urls, domain: plan.domains };
  const pick = (kind: TAssetKind) => {
    const value = flags?.[LIMIT_FLAGS[kind]];
    return typeof value === 'number' && value >= 0 ? value : fallback[kind];
  };
  return { file: pick('file'), url: pick('url'), domain: pick('domain') };
}

/** How many of the chosen ids are of each kind (ids of unknown kind count for none). */
export function countByKind(selected: readonly string[], kindOf: ReadonlyMap<string, TAssetKind>): TKindLimits {
  const counts: TKindLimits = { file: 0, url: 0, domain: 0 };
  for (const id of selected) {
    const kind = kindOf.get(id);
    if (kind) counts[kind] += 1;
  }
  return counts;
}

/** Chooses or drops one asset; choosing past its kind's limit changes nothing (the same array comes back). */
export function toggleAsset(
  selected: readonly string[],
  asset: { id: string; kind: TAssetKind },
  kindOf: ReadonlyMap<string, TAssetKind>,
  limits: TKindLimits,
): readonly string[] {
  if (selected.includes(asset.id)) return selected.filter((id) => id !== asset.id);
  if (countByKind(selected, kindOf)[asset.kind] >= limits[asset.kind]) return selected;
  return [...selected, asset.id];
}
