// The anchors' mark style loads with this tab; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import './links/links.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Check, RefreshCw, X } from 'lucide-react';
import { LINKS_PER_1000_WORDS } from '@core/analysis/interlinking';
import type { TLinkSuggestion } from '@core/api/interlinking';
import { errorMessage } from '@web/api/client';
import { useDocLinkSuggestions, useRejectLinkSuggestion } from '@web/api/interlinking';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { setHighlightLayer } from '../highlights/analysisHighlights';
import { acceptLink } from './links/acceptLink';
import { alreadyLinked, locateAnchor } from './links/locateAnchor';
import { SuggestionCard } from './links/SuggestionCard';
import { readOutline, useEditorRead } from './useEditorRead';
import type { TPanelTabProps } from './panelTabProps';

/** After an accept, the stored doc has the link once the normal save ran: ask again then. */
const REFRESH_AFTER_ACCEPT_MS = 4_000;

/**
 * The editor's Links tab: internal-link suggestions for this doc (to the writer's other docs and
 * their site pages), each anchor marked in the text while the tab shows. Accept puts the link on
 * the anchor in the live doc (undoable, seen by co-editors, saved as usual); Reject remembers it.
 */
export function LinksTab({ editor, blog, teamId, readOnly, active }: TPanelTabProps) {
  const query = useDocLinkSuggestions(blog._id, teamId, active);
  const reject = useRejectLinkSuggestion(blog._id, teamId);
  // Read again as the doc changes: a suggestion whose anchor was edited away, or whose target a co-editor linked, drops out.
  const outline = useEditorRead(editor, active, readOutline);
  // Accepted or rejected here: gone at once, before the server's next answer.
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const data = query.data;

  const shown = useMemo(
    () =>
      (data?.suggestions ?? [])
        .filter((suggestion) => !done.has(suggestion.id) && !alreadyLinked(outline, suggestion))
        .flatMap((suggestion) => {
          const place = locateAnchor(outline, suggestion);
          return place ? [{ suggestion, place }] : [];
        }),
    [data, done, outline],
  );

  useEffect(() => {
    const marks = shown.map(({ suggestion, place }) => ({ from: place.start, to: place.end, className: 'lf-link-suggestion', title: `Link suggestion: ${suggestion.target.title}` }));
    setHighlightLayer(editor, 'links', active ? marks : []);
  }, [editor, active, shown]);
  useEffect(
    () => () => {
      clearTimeout(refreshTimer.current);
      setHighlightLayer(editor, 'links', []);
    },
    [editor],
  );

  const hide = (id: string) => setDone((ids) => new Set([...ids, id]));
  const accept = (suggestion: TLinkSuggestion) => {
    if (!acceptLink(editor, suggestion)) {
      showAlert('That phrase is no longer in the doc where it was suggested, so no link was added.');
      return;
    }
    hide(suggestion.id);
    showSnackbar(`Linked “${suggestion.anchor}” to ${suggestion.target.title}. Undo takes it back.`);
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void query.refetch(), REFRESH_AFTER_ACCEPT_MS);
  };
  const rejectOne = (suggestion: TLinkSuggestion) =>
    reject.mutate(suggestion, {
      onSuccess: () => hide(suggestion.id),
      onError: (error) => showAlert(errorMessage(error)),
    });

  return (
    <Stack gap="sm" data-testid="links-tab">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          Links to your other docs in this project and to the pages of your URL and domain assets, at phrases already in the doc.
        </Text>
        <Button variant="subtle" size="compact-sm" leftSection={<RefreshCw size={14} />} onClick={() => void query.refetch()} loading={query.isFetching} style={{ flex: 'none' }}>
          Refresh
        </Button>
      </Group>
      {query.isPending ? <Loader size="sm" /> : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text size="sm">{errorMessage(query.error)}</Text>
        </Alert>
      ) : null}
      {data ? (
        <Text size="xs" c="dimmed" data-testid="links-summary">
          {`${data.word_count.toLocaleString()} words: up to ${data.link_cap} ${data.link_cap === 1 ? 'link' : 'links'} (${LINKS_PER_1000_WORDS} per 1,000 words), ${data.existing_links} already in the doc; ${data.targets_considered} docs and pages compared.`}
        </Text>
      ) : null}
      {data?.notices.map((notice) => (
        <Text key={notice} size="xs" c="orange.8">
          {notice}
        </Text>
      ))}
      {data && shown.length === 0 ? (
        <Text size="sm" data-testid="links-empty">
          {data.targets_considered === 0
            ? 'No other docs or site pages to link to yet: add docs to this project, or URL and domain assets.'
            : 'No link suggestions for this doc right now.'}
        </Text>
      ) : null}
      {shown.map(({ suggestion }) => (
        <SuggestionCard
          key={suggestion.id}
          suggestion={suggestion}
          actions={
            <>
              <Button size="compact-sm" leftSection={<Check size={14} />} onClick={() => accept(suggestion)} disabled={readOnly}>
                Accept
              </Button>
              <Button size="compact-sm" variant="default" leftSection={<X size={14} />} onClick={() => rejectOne(suggestion)} disabled={readOnly || reject.isPending}>
                Reject
              </Button>
            </>
          }
        />
      ))}
    </Stack>
  );
}
