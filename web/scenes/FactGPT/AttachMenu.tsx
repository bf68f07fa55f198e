import { Anchor, Button, Checkbox, Loader, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isSearchable, type TAssetKind } from '@core/api/assets';
import type { TSearchObj } from '@core/api/chat';
import { useAssetList } from '@web/api/assets';
import { errorMessage } from '@web/api/client';

const KIND_NAMES: Record<TAssetKind, string> = { file: 'files', url: 'URLs', domain: 'domains' };
/** A project holds up to 500 assets; the menu lists this many and a search box finds the rest. */
const MENU_PAGE = 100;

/** The attach menu: the project's ready assets of the mode's kind, chosen up to the plan's limit. */
export function AttachMenu({
  projectId,
  kind,
  selected,
  limit,
  onToggle,
  disabled,
}: {
  projectId: string;
  kind: TAssetKind;
  selected: TSearchObj[keyof TSearchObj];
  limit: number;
  onToggle: (asset: { asset_id: string; label: string }) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  // The Assets page's own list query (same key, so an upload there refreshes this menu too).
  const assets = useAssetList(projectId, kind, query, 1, MENU_PAGE);
  // A page being read again keeps its earlier text, so it stays attachable (core isSearchable).
  const ready = assets.data?.assets.filter(isSearchable) ?? [];
  const chosen = new Set(selected.map((item) => item.asset_id));

  return (
    <Popover width={320} position="top-start" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<Paperclip size={14} />} disabled={disabled}>
          Attach {KIND_NAMES[kind]} ({selected.length}/{limit})
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Answer from these {KIND_NAMES[kind]} (up to {limit})
          </Text>
          <TextInput
            size="xs"
            aria-label={`Search ${KIND_NAMES[kind]}`}
            placeholder={`Search ${KIND_NAMES[kind]} by name or address`}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {assets.isPending && <Loader size="sm" />}
          {assets.isError && (
            <Text size="sm" c="red">
              {errorMessage(assets.error)}
            </Text>
          )}
          {assets.isSuccess && ready.length === 0 && query && (
            <Text size="sm" c="dimmed">
              No ready {KIND_NAMES[kind]} match “{query}”.
            </Text>
          )}
          {assets.isSuccess && ready.length === 0 && !query && (
            <Text size="sm" c="dimmed">
              This project has no {KIND_NAMES[kind]} ready yet.{' '}
              <Anchor component={Link} to="/assets">
                Add some in Assets
              </Anchor>
              .
            </Text>
          )}
          <ScrollArea.Autosize mah={260}>
            <Stack gap={6}>
              {ready.map((asset) => {
                const checked = chosen.has(asset.id);
                return (
                  <Checkbox
                    key={asset.id}
                    label={asset.title}
                    description={asset.url ?? undefined}
                    checked={checked}
                    disabled={!checked && selected.length >= limit}
                    onChange={() => onToggle({ asset_id: asset.id, label: asset.title })}
                  />
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          {assets.isSuccess && assets.data.total > MENU_PAGE && (
            <Text size="xs" c="dimmed">
              Showing {MENU_PAGE} of {assets.data.total}; search to find the others.
            </Text>
          )}
          {selected.length >= limit && ready.length > limit && (
            <Text size="xs" c="dimmed">
              Your plan allows {limit} {KIND_NAMES[kind]} per question.
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
