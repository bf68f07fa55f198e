// The marks' colours load with this tab; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import './plagiarism/plagiarism.css';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PLAGIARISM_MIN_WORDS } from '@core/constants';
import { checkedWords } from './plagiarism/checkedWords';
import { errorMessage } from '@web/api/client';
import { plagiarismFailure, type TPlagiarismFailure, useLatestPlagiarism, usePlagiarismCheck } from '@web/api/plagiarism';
import { useCurrentUser } from '@web/state/currentUser';
import { docTextIndex } from '../highlights/docText';
import { setHighlightLayer } from '../highlights/analysisHighlights';
import type { TPanelTabProps } from './panelTabProps';
import { CheckNotices } from './plagiarism/CheckNotices';
import { placeMatches } from './plagiarism/matchedText';
import { plagiarismMarks } from './plagiarism/plagiarismMarks';
import { ResultSummary } from './plagiarism/ResultSummary';
import { SideBySide } from './plagiarism/SideBySide';
import { SourceList } from './plagiarism/SourceList';
import { readText, useEditorRead } from './useEditorRead';

/**
 * The editor's Plagiarism tab: checks the doc as it stands (its text exactly as the marks read it,
 * so the answer's offsets land on the doc), shows the last check after a reload, lists the sources and
 * marks the matched passages in the doc while the tab shows. Passages the writer has since edited
 * away are not marked; the tab says so.
 */
export function PlagiarismTab({ editor, blog, teamId, readOnly, active }: TPanelTabProps) {
  const user = useCurrentUser();
  const scope = { uid: user.uid, teamId };
  const latest = useLatestPlagiarism(scope, blog._id);
  const check = usePlagiarismCheck(scope);
  const [failure, setFailure] = useState<TPlagiarismFailure | null>(null);
  const [compared, setCompared] = useState<number | null>(null);
  // The text this session sent; after a reload only the word count tells whether the doc changed.
  const [sentText, setSentText] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const text = useEditorRead(editor, active, readText);
  const words = checkedWords(text);
  const result = latest.data ?? null;
  const { matches, moved } = useMemo(() => (result ? placeMatches(text, result.result) : { matches: [], moved: 0 }), [text, result]);
  const changed = result !== null && (check.isSuccess && sentText !== null ? text !== sentText : words !== result.querywords);

  // The marks are placed again when typing pauses (matches follows the debounced text), not per keystroke.
  useEffect(() => {
    setHighlightLayer(editor, 'plagiarism', active && result ? plagiarismMarks(matches, result.result) : []);
  }, [editor, active, result, matches]);
  useEffect(() => () => setHighlightLayer(editor, 'plagiarism', []), [editor]);

  const run = () => {
    setFailure(null);
    // Exactly the text the marks are placed in: the answer's offsets are offsets into it.
    const sent = docTextIndex(editor.state.doc).text;
    setSentText(sent);
    check.mutate({ text: sent, saveId: blog._id }, { onError: (error) => setFailure(plagiarismFailure(error, teamId !== null)) });
  };
  const short = words < PLAGIARISM_MIN_WORDS;
  const shownSource = compared !== null && result ? result.result[compared] : undefined;

  return (
    <Stack gap="sm" data-testid="plagiarism-tab">
      <Text size="sm" c="dimmed">
        Compares this doc with your other docs and assets, the web and (when configured) Copyscape. Each check uses one optimisation run.
      </Text>
      <Button leftSection={<SearchCheck size={16} />} onClick={run} loading={check.isPending} disabled={readOnly || short}>
        Check this doc
      </Button>
      {short ? (
        <Text size="sm" c="orange.8">{`At least ${PLAGIARISM_MIN_WORDS} words are required to perform a search. This doc has ${words}.`}</Text>
      ) : null}
      {check.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Checking… fetching and comparing web pages can take several seconds.
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text size="sm">{failure.message}</Text>
          {failure.plans ? (
            <Anchor component={Link} to="/pricing" size="sm">
              See the plans
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {latest.isPending ? <Loader size="sm" /> : null}
      {latest.isError ? <Text size="sm" c="red">{errorMessage(latest.error)}</Text> : null}
      {result ? (
        <>
          {changed || moved > 0 ? (
            <Alert color="yellow" variant="light" p="xs" data-testid="plagiarism-stale">
              <Text size="sm">
                {moved > 0
                  ? `The doc has changed since this check: ${moved} matched ${moved === 1 ? 'passage is' : 'passages are'} no longer where ${moved === 1 ? 'it was' : 'they were'} and ${moved === 1 ? 'is' : 'are'} not marked. Check again to update.`
                  : 'The doc has changed since this check; its figures describe the text as it was. Check again to update.'}
              </Text>
            </Alert>
          ) : null}
          <ResultSummary result={result} compact />
          {result.result.length === 0 ? (
            <Text size="sm">No matching source was found.</Text>
          ) : (
            <SourceList sources={result.result} onCompare={setCompared} />
          )}
          <CheckNotices notices={result.notices} compact />
        </>
      ) : latest.isSuccess && !check.isPending ? (
        <Text size="sm" c="dimmed">
          This doc has not been checked yet.
        </Text>
      ) : null}
      <Modal opened={Boolean(shownSource)} onClose={() => setCompared(null)} title="Side by side" size="xl" fullScreen={phone}>
        {shownSource && compared !== null ? <SideBySide source={shownSource} sourceIndex={compared} checkedText={text} /> : null}
      </Modal>
    </Stack>
  );
}
