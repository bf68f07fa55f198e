// The claims' colours load with this page; the stylesheet has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import '@web/editor/panels/factcheck/factcheck.css';
import { useMemo, useState } from 'react';
import { Anchor, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, TextSelect } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { TFactCheckRequest } from '@web/api/factcheck';
import { factCheckFailure, isChecking, type TFactCheckFailure, useFactCheck, useStartFactCheck } from '@web/api/factcheck';
import { blogEditorPath, fetchBlog } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { PageFrame } from '@web/components/PageFrame';
import { useCheckModel } from '@web/editor/panels/factcheck/ModelSelect';
import { pageInfoFor } from '@web/routing/pageTable';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { DocPicker } from '../OptimizerPlagiarism/DocPicker';
import { htmlText, textToCheck } from '../OptimizerPlagiarism/pastedText';
import { CheckOptions, type TCheckOptions } from './CheckOptions';
import { CheckResult } from './CheckResult';
import { evidenceUrls } from './evidenceUrls';
import { CheckFailure } from '@web/editor/panels/factcheck/CheckFailure';

type TSelection = { start: number; end: number };

/**
 * /optimizer/factcheck and the legacy /standalones/factcheck (issue 18): the claims of a pasted
 * text (or a selection of it), or of a doc of the active project, checked against passages of the
 * project's assets, the web and the addresses given; each claim with its verdict, passages and
 * correction, and marked in the text by verdict.
 */
export function OptimizerFactcheckScene() {
  const { pathname } = useLocation();
  const info = pageInfoFor(pathname.replace(/\/+$/, ''), new URLSearchParams()) ?? pageInfoFor('/optimizer/factcheck', new URLSearchParams())!;
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const scope = { uid: user.uid, teamId };
  const project = useActiveProject(user);
  const [model, setModel] = useCheckModel();
  const [mode, setMode] = useState<'paste' | 'doc'>('paste');
  const [pasted, setPasted] = useState('');
  const [selection, setSelection] = useState<TSelection | null>(null);
  const [docId, setDocId] = useState<string | null>(null);
  const [options, setOptions] = useState<Omit<TCheckOptions, 'model'>>({ web: true, urls: '' });
  const [checkId, setCheckId] = useState<string | null>(null);
  const [failure, setFailure] = useState<TFactCheckFailure | null>(null);
  const start = useStartFactCheck(scope);
  const check = useFactCheck(scope, checkId);
  const doc = useQuery({
    queryKey: ['factcheck', 'doc-text', user.uid, docId],
    queryFn: async () => htmlText((await fetchBlog(user.uid, docId ?? '')).copy_to_save),
    enabled: mode === 'doc' && Boolean(docId),
  });

  const candidate = useMemo(() => (mode === 'paste' ? textToCheck(pasted) : { text: doc.data ?? '', fromHtml: false }), [mode, pasted, doc.data]);
  const urls = useMemo(() => evidenceUrls(options.urls), [options.urls]);
  const running = start.isPending || isChecking(check.data);
  const ready = candidate.text.trim() !== '' && !running && urls.problem === null && (mode === 'paste' || doc.isSuccess);
  // A selection's offsets are the pasted text's own: only a plain paste can be checked in part.
  const selected = mode === 'paste' && !candidate.fromHtml && selection && pasted.slice(selection.start, selection.end).trim() ? selection : null;

  const run = (part: TSelection | null) => {
    const request: TFactCheckRequest = {
      text: candidate.text,
      web: options.web,
      model,
      ...(urls.urls.length > 0 ? { urls: urls.urls } : {}),
      ...(mode === 'doc' && docId ? { save_id: docId } : project ? { project_id: project.id } : {}),
      ...(part ? { selection: part } : {}),
    };
    setFailure(null);
    start.mutate(request, {
      onSuccess: (started) => setCheckId(started.id),
      onError: (error) => setFailure(factCheckFailure(error, teamMode)),
    });
  };

  return (
    <PageFrame title={info.title} description={info.description}>
      <Paper withBorder p="md">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
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
                  description="Plain text or HTML (HTML is checked as its text). Select a sentence to check just that."
                  placeholder="Paste your draft here…"
                  value={pasted}
                  onChange={(event) => {
                    setPasted(event.currentTarget.value);
                    setSelection(null);
                  }}
                  onSelect={(event) => {
                    const box = event.currentTarget;
                    setSelection(box.selectionEnd > box.selectionStart ? { start: box.selectionStart, end: box.selectionEnd } : null);
                  }}
                  autosize
                  minRows={8}
                  maxRows={20}
                  data-testid="factcheck-input"
                />
              ) : (
                <Stack gap={6}>
                  <DocPicker scope={{ uid: user.uid, teamId, projectId: project?.id ?? null }} value={docId} onChange={setDocId} disabled={running} />
                  {doc.isError ? <Text size="sm" c="red">{errorMessage(doc.error)}</Text> : null}
                  {docId ? (
                    <Text size="sm" c="dimmed">
                      {'This check also shows in the doc’s Facts tab, where claims can be cited and corrected. '}
                      <Anchor component={Link} to={blogEditorPath(docId)} size="sm">
                        Open in the editor
                      </Anchor>
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CheckOptions
              value={{ ...options, model }}
              onChange={({ model: chosen, ...patch }) => {
                if (chosen) setModel(chosen);
                setOptions((current) => ({ ...current, ...patch }));
              }}
              urlProblem={urls.problem}
              projectName={mode === 'paste' ? (project?.projectName ?? null) : null}
              disabled={running}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="md">
          {selected ? (
            <Button variant="default" leftSection={<TextSelect size={16} />} onClick={() => run(selected)} disabled={!ready}>
              Check selection
            </Button>
          ) : null}
          <Button leftSection={<BadgeCheck size={16} />} onClick={() => run(null)} disabled={!ready} loading={running}>
            Check claims
          </Button>
        </Group>
        <CheckFailure failure={failure} />
      </Paper>
      {check.isError ? <Text c="red">{errorMessage(check.error)}</Text> : null}
      {check.data ? <CheckResult check={check.data} /> : null}
    </PageFrame>
  );
}
