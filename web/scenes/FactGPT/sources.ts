import { GENERATION_MODES, type TGenerationMode } from '@core/plans/access';
import type { TAssetKind } from '@core/api/assets';
import type { TAssetRef, TSearchObj } from '@core/api/chat';
import type { TFlags } from '@web/state/flags';

export const EMPTY_SOURCES: TSearchObj = { filename: [], url: [], domain: [] };

export const MODE_LABELS: Record<TGenerationMode, string> = {
  instruct: 'Instruct',
  serp: 'Web search',
  url: 'URLs',
  file: 'Files',
  domain: 'Domain',
};

/** The asset kind a mode answers from, and where its choices sit in search_obj; none for instruct and serp. */
export function sourceKindOf(mode: TGenerationMode): { kind: TAssetKind; key: keyof TSearchObj; limitFlag: string } | null {
  if (mode === 'file') return { kind: 'file', key: 'filename', limitFlag: 'files-limit' };
  if (mode === 'url') return { kind: 'url', key: 'url', limitFlag: 'urls-limit' };
  if (mode === 'domain') return { kind: 'domain', key: 'domain', limitFlag: 'domains-limit' };
  return null;
}

/** How many sources of a mode one question may use (the plan's limit, through its flag). */
export function sourceLimit(mode: TGenerationMode, flags: TFlags): number {
  const kind = sourceKindOf(mode);
  if (!kind) return 0;
  const value = flags?.[kind.limitFlag];
  const fallback = kind.kind === 'domain' ? 1 : 3;
  return typeof value === 'number' && value >= 0 ? Math.min(value, kind.kind === 'domain' ? 1 : 10) : fallback;
}

/** Adds or removes one source; adding past the limit changes nothing. */
export function toggleSource(sources: TSearchObj, key: keyof TSearchObj, ref: TAssetRef, limit: number): TSearchObj {
  const list = sources[key];
  if (list.some((item) => item.asset_id === ref.asset_id)) {
    return { ...sources, [key]: list.filter((item) => item.asset_id !== ref.asset_id) };
  }
  if (list.length >= limit) return sources;
  return { ...sources, [key]: [...list, ref] };
}

/** The modes the user's plan (the `modes` flag) allows, in the spec's order; instruct while flags load. */
export function allowedModes(flags: TFlags): TGenerationMode[] {
  const value = flags?.modes;
  if (!Array.isArray(value)) return [...GENERATION_MODES];
  const modes = GENERATION_MODES.filter((mode) => value.includes(mode));
  return modes.length > 0 ? modes : ['instruct'];
}
