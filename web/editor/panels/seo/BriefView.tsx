import { useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { TSeoBrief } from '@core/api/seo';
import { briefFailureMessage, isBuilding, useRebuildBrief } from '@web/api/seoBriefs';
import { BriefPages } from './BriefPages';
import { BriefSections } from './BriefSections';

type TProps = {
  brief: TSeoBrief;
  uid: string;
  teamId: string | null;
  /** The narrow editor side panel: cards, no terms table (the score lists them with counts). */
  compact?: boolean;
  onRebuilt: (briefId: string) => void;
};

/** Below this width (px) the competitors show as cards. */
const TABLE_MIN_WIDTH = 560;

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((url) => b.has(url));

/** The brief's pages: their live progress, or the snapshot's list when the server sent none. */
const pagesOf = (brief: TSeoBrief) => (brief.pages.length > 0 ? brief.pages : (brief.snapshot?.pages ?? []));

function excludedOf(brief: TSeoBrief): Set<string> {
  return new Set(pagesOf(brief).filter((page) => page.status === 'excluded').map((page) => page.url));
}

/**
 * One brief: per-page progress while it builds, then what ranking pages cover. The writer may leave
 * competitors out and rebuild (a new snapshot; pages already read are not fetched again).
 */
export function BriefView({ brief, uid, teamId, compact = false, onRebuilt }: TProps) {
  const [excluded, setExcluded] = useState<Set<string>>(() => excludedOf(brief));
  const [failure, setFailure] = useState<string | null>(null);
  const rebuild = useRebuildBrief(uid, teamId);
  // A column too narrow for the table (a phone, a laptop's half page) gets cards too.
  const { ref: sizeRef, width } = useElementSize();
  const narrow = compact || (width > 0 && width < TABLE_MIN_WIDTH);
  const building = isBuilding(brief);
  const pages = pagesOf(brief);
  const changed = !sameSet(excluded, excludedOf(brief));
  // The server says whether this viewer may rebuild (a team member may only read, say).
  const canRebuild = brief.policies?.rebuild !== false && !building;
  const toggle = (url: string) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (!next.delete(url)) next.add(url);
      return next;
    });
  const submitRebuild = () => {
    setFailure(null);
    rebuild.mutate(
      { briefId: brief.id, excludedUrls: [...excluded] },
      { onSuccess: (next) => onRebuilt(next.id), onError: (error) => setFailure(briefFailureMessage(error, teamId)) },
    );
  };
  const percent = brief.pages_total > 0 ? Math.round((brief.pages_done / brief.pages_total) * 100) : 0;

  return (
    <Stack gap="md" data-testid="seo-brief" data-status={brief.status} ref={sizeRef}>
      {building ? (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">
            {brief.status === 'queued' ? 'Waiting to start…' : `Reading pages: ${brief.pages_done} of ${brief.pages_total}`}
          </Text>
          <Progress value={percent} animated aria-label="Pages read" />
        </Stack>
      ) : null}
      {brief.status === 'failed' ? (
        <Alert color="red" title="The brief could not be built" role="alert">
          {brief.error ?? 'Something went wrong while building it.'}
        </Alert>
      ) : null}
      {brief.snapshot?.notices.map((notice) => (
        <Alert key={notice} color="yellow" variant="light" data-testid="brief-notice">
          {notice}
        </Alert>
      ))}
      {pages.length > 0 ? (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              Competitors
            </Title>
            {canRebuild ? (
              <Button size="xs" variant="light" onClick={submitRebuild} disabled={!changed} loading={rebuild.isPending}>
                Rebuild
              </Button>
            ) : null}
          </Group>
          <BriefPages pages={pages} excluded={canRebuild ? excluded : null} onToggle={toggle} compact={narrow} />
          {failure ? (
            <Text size="sm" c="red" role="alert">
              {failure}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {brief.status === 'ready' && brief.snapshot ? <BriefSections snapshot={brief.snapshot} compact={compact} /> : null}
    </Stack>
  );
}
