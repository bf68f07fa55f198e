// The marks' colours load with this page; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import '@web/editor/panels/plagiarism/plagiarism.css';
import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PLAGIARISM_MIN_WORDS } from '@core/constants';
import { checkedWords } from '@web/editor/panels/plagiarism/checkedWords';
import { PageFrame } from '@web/components/PageFrame';
import { blogEditorPath, fetchBlog } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { plagiarismFailure, type TPlagiarismFailure, usePlagiarismCheck } from '@web/api/plagiarism';
import { pageInfoFor } from '@web/routing/pageTable';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { CheckProgress } from './CheckProgress';
import { DocPicker } from './DocPicker';
import { htmlText, textToCheck } from './pastedText';
import { PlagiarismReport } from './PlagiarismReport';
import { WordCountLine } from './WordCountLine';

type TChecked = { text: string; saveId?: string };

/**
 * /optimizer/plagiarism (spec §2): check a pasted text, or one of the active project's docs, against
 * the workspace's own docs and assets, the web and Copyscape (when configured); then read the share
 * that is original, the sources and their passages marked in the text.
 */
export function OptimizerPlagiarismScene() {
  const info = pageInfoFor('/optimizer/plagiarism', new URLSearchParams())!;
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const [mode, setMode] = useState<'paste' | 'doc'>('paste');
  const [pasted, setPasted] = useState('');
  const [docId, setDocId] = useState<string | null>(null);
  const [checked, setChecked] = useState<TChecked | null>(null);
  const [failure, setFailure] = useState<TPlagiarismFailure | null>(null);
  const check = usePlagiarismCheck({ uid: user.uid, teamId });
  // A doc is checked as the text the editor shows (its HTML as text), so the editor's tab can mark the same passages.
  const doc = useQuery({
    queryKey: ['plagiarism', 'doc-text', user.uid, docId],
    queryFn: async () => htmlText((await fetchBlog(user.uid, docId ?? '')).copy_to_save),
    enabled: mode === 'doc' && Boolean(docId),
  });

  const docText = docId ? (doc.data ?? '') : '';
  // Read once per change of the text, not per render (a long paste is parsed and counted here).
  const candidate = useMemo(() => (mode === 'paste' ? textToCheck(pasted) : { text: docText, fromHtml: false }), [mode, pasted, docText]);
  const words = useMemo(() => checkedWords(candidate.text), [candidate.text]);
  const ready = words >= PLAGIARISM_MIN_WORDS && !check.isPending && (mode === 'paste' || doc.isSuccess);

  const run = () => {
    const next: TChecked = { text: candidate.text, ...(mode === 'doc' && docId ? { saveId: docId } : {}) };
    setFailure(null);
    setChecked(next);
    check.mutate(
      { text: next.text, saveId: next.saveId },
      { onError: (error) => setFailure(plagiarismFailure(error, teamMode)) },
    );
  };

  return (
    <PageFrame title={info.title} description="Check a text of at least 15 words against your own docs and assets, the web and (when configured) Copyscape; see the share that is original and each matching source.">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'paste' | 'doc')}
            data={[
              { value: 'paste', label: 'Paste text' },
              { value: 'doc', label: 'A doc of this project' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {mode === 'paste' ? (
            <Textarea
              label="Text to check"
              description="Plain text or HTML (HTML is checked as its text)."
              placeholder="Paste your draft here…"
              value={pasted}
              onChange={(event) => setPasted(event.currentTarget.value)}
              autosize
              minRows={8}
              maxRows={20}
            />
          ) : (
            <Stack gap={6}>
              <DocPicker scope={{ uid: user.uid, teamId, projectId: project?.id ?? null }} value={docId} onChange={setDocId} disabled={check.isPending} />
              {doc.isError ? <Text size="sm" c="red">{errorMessage(doc.error)}</Text> : null}
              {docId ? (
                <Text size="sm" c="dimmed">
                  {'The doc is left out of its own comparison, and this check shows in its editor\u2019s Plagiarism tab. '}
                  <Anchor component={Link} to={blogEditorPath(docId)} size="sm">
                    Open in the editor
                  </Anchor>
                </Text>
              ) : null}
            </Stack>
          )}
          <Group justify="space-between" align="flex-end" gap="sm">
            <WordCountLine words={words} fromHtml={candidate.fromHtml} loading={mode === 'doc' && doc.isFetching} />
            <Button leftSection={<SearchCheck size={16} />} onClick={run} disabled={!ready} loading={check.isPending}>
              Check for plagiarism
            </Button>
          </Group>
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="plagiarism-error">
              <Text size="sm">{failure.message}</Text>
              {failure.plans ? (
                <Anchor component={Link} to="/pricing" size="sm">
                  See the plans
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {check.isPending && checked ? <CheckProgress words={checkedWords(checked.text)} /> : null}
      {check.isSuccess && checked ? <PlagiarismReport result={check.data} checkedText={checked.text} /> : null}
    </PageFrame>
  );
}
