import { useState } from 'react';
import { Checkbox, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { TAssetKind, TAssetRecord } from '@core/api/assets';

const NAMES: Record<TAssetKind, { plural: string; one: string }> = {
  file: { plural: 'files', one: 'file' },
  url: { plural: 'URLs', one: 'URL' },
  domain: { plural: 'domains', one: 'domain' },
};

type TProps = {
  kind: TAssetKind;
  /** The project's ready assets of this kind. */
  assets: TAssetRecord[];
  loading: boolean;
  /** How many the project holds when more than one page of them is listed; null otherwise. */
  truncatedFrom: number | null;
  selected: readonly string[];
  /** This kind's limit is reached: unchosen ones cannot be ticked. */
  full: boolean;
  limit: number;
  onToggle: (asset: TAssetRecord) => void;
  disabled: boolean;
};

/** The project's assets of one kind as checkboxes, filtered by a search box, up to the plan's limit. */
export function AssetChecklist({ kind, assets, loading, truncatedFrom, selected, full, limit, onToggle, disabled }: TProps) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle ? assets.filter((asset) => `${asset.title} ${asset.url ?? ''}`.toLowerCase().includes(needle)) : assets;
  const names = NAMES[kind];
  if (loading) return <Loader size="sm" aria-label={`Loading ${names.plural}`} />;
  if (!assets.length) {
    return (
      <Text size="sm" c="dimmed">
        This project has no {names.plural} ready yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {assets.length > 8 ? (
        <TextInput size="xs" aria-label={`Search ${names.plural}`} placeholder={`Search ${names.plural}`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      ) : null}
      <ScrollArea.Autosize mah={320}>
        <Stack gap={8} data-testid={`workflow-assets-${kind}`}>
          {shown.map((asset) => {
            const checked = selected.includes(asset.id);
            return (
              <Checkbox
                key={asset.id}
                label={asset.title}
                description={asset.url ?? undefined}
                checked={checked}
                disabled={disabled || (!checked && full)}
                onChange={() => onToggle(asset)}
                styles={{ label: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } }}
              />
            );
          })}
          {needle && !shown.length ? (
            <Text size="sm" c="dimmed">
              No {names.plural} match “{search.trim()}”.
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      {full && assets.length > limit ? (
        <Text size="xs" c="dimmed">
          Your plan allows {limit} {limit === 1 ? names.one : names.plural} per workflow: untick one to choose another.
        </Text>
      ) : null}
      {truncatedFrom ? (
        <Text size="xs" c="dimmed">
          Showing the newest of {truncatedFrom} {names.plural}; search narrows this list only.
        </Text>
      ) : null}
    </Stack>
  );
}
