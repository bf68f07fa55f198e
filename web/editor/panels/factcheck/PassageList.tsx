import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TEvidencePassage } from '@core/api/factcheck';

/** Passages shown before "Show all": the cited ones and the best others stay in view. */
const SHOWN_AT_FIRST = 2;

const SOURCE_LABELS: Record<TEvidencePassage['source'], string> = { asset: 'Your asset', web: 'Web', url: 'Your address' };

function fetchedOn(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A claim's evidence, the passages its verdict rests on first: each with its source's title (linked
 * to its address), kind, place, fetch time and relevance, and the passage as the source has it.
 */
export function PassageList({
  passages,
  compact = false,
  onCite,
}: {
  passages: ReadonlyArray<TEvidencePassage & { cited: boolean }>;
  compact?: boolean;
  /** Offered on passages with an address when the writer may edit the doc. */
  onCite?: (passage: TEvidencePassage) => void;
}) {
  const [all, setAll] = useState(false);
  const cited = passages.filter((passage) => passage.cited).length;
  const shown = all ? passages : passages.slice(0, Math.max(SHOWN_AT_FIRST, cited));
  if (passages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No passage was found for this claim.
      </Text>
    );
  }
  return (
    <Stack gap="xs" role="list" aria-label="Evidence passages">
      {shown.map((passage) => (
        <Stack key={passage.n} gap={2} className="lf-claim-passage" data-cited={passage.cited} role="listitem" data-testid="claim-passage">
          <Group gap={6} wrap="wrap">
            {passage.cited ? (
              <Badge size="xs" variant="filled" color="blue">
                Cited
              </Badge>
            ) : null}
            {passage.url ? (
              <Anchor href={passage.url} target="_blank" rel="noopener noreferrer nofollow" size="sm" fw={600} lineClamp={1} data-testid="passage-title">
                {passage.title.trim() || passage.url}
              </Anchor>
            ) : (
              <Text size="sm" fw={600} lineClamp={1} data-testid="passage-title">
                {passage.title.trim() || 'Untitled source'}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              `${passage.n}. ${SOURCE_LABELS[passage.source]}`,
              passage.location,
              `fetched ${fetchedOn(passage.fetched_at)}`,
              `${Math.round(passage.relevance * 100)}% relevant`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size={compact ? 'xs' : 'sm'} style={{ whiteSpace: 'pre-wrap' }} lineClamp={compact && !all ? 4 : undefined} data-testid="passage-text">
            {passage.text}
          </Text>
          {onCite && passage.url ? (
            <Button variant="subtle" size="compact-xs" onClick={() => onCite(passage)} style={{ alignSelf: 'flex-start' }}>
              Cite this source
            </Button>
          ) : null}
        </Stack>
      ))}
      {passages.length > shown.length || all ? (
        <Button variant="subtle" size="compact-xs" onClick={() => setAll((open) => !open)} style={{ alignSelf: 'flex-start' }}>
          {all ? 'Show fewer passages' : `Show all ${passages.length} passages`}
        </Button>
      ) : null}
    </Stack>
  );
}
