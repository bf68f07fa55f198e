import { useMemo, useState } from 'react';
import { Alert, Anchor, Grid, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { styleSignals, type TStyleInput } from '@core/analysis/style';
import { LANGUAGES } from '@core/flags/catalogue';
import { PageFrame } from '@web/components/PageFrame';
import { blogEditorPath, fetchBlog } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { pageInfoFor } from '@web/routing/pageTable';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { DocPicker } from '../OptimizerPlagiarism/DocPicker';
import { looksLikeHtml } from '../OptimizerPlagiarism/pastedText';
import { MarkedText } from './MarkedText';
import { SignalList } from '@web/editor/panels/style/SignalList';

/** The signals follow typing this long after a pause (they are worked out here, in a few milliseconds). */
const TYPING_PAUSE_MS = 250;

/**
 * /optimizer/humanize (spec §2): the writing-style signals of a pasted text or a doc of the active
 * project (core/analysis/style, in the browser), each explained, with the sentences behind it marked
 * in the text. Rewriting is not built yet and the page says so.
 */
export function OptimizerHumanizeScene() {
  const info = pageInfoFor('/optimizer/humanize', new URLSearchParams())!;
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const [mode, setMode] = useState<'paste' | 'doc'>('paste');
  const [pasted, setPasted] = useState('');
  const [docId, setDocId] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed] = useDebouncedValue(pasted, TYPING_PAUSE_MS);
  const doc = useQuery({
    queryKey: ['humanize', 'doc', user.uid, docId],
    queryFn: () => fetchBlog(user.uid, docId ?? ''),
    enabled: mode === 'doc' && Boolean(docId),
  });

  // A doc is read as its editor HTML (headings are not sentences); a paste as HTML when it is HTML.
  const input = useMemo<TStyleInput | null>(() => {
    if (mode === 'doc') return doc.data ? { html: doc.data.copy_to_save } : null;
    if (!typed.trim()) return null;
    return looksLikeHtml(typed) ? { html: typed } : { text: typed };
  }, [mode, doc.data, typed]);
  const textLanguage = language ?? (mode === 'doc' ? doc.data?.meta_data.language : null) ?? 'English-US';
  const report = useMemo(() => (input ? styleSignals({ ...input, language: textLanguage }) : null), [input, textLanguage]);
  const chosenSignal = report?.signals.find((signal) => signal.id === chosen) ?? null;

  return (
    <PageFrame title={info.title} description={info.description}>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Group justify="space-between" align="flex-end" gap="sm">
                  <SegmentedControl
                    value={mode}
                    onChange={(value) => {
                      setMode(value as 'paste' | 'doc');
                      setChosen(null);
                    }}
                    data={[
                      { value: 'paste', label: 'Paste text' },
                      { value: 'doc', label: 'A doc of this project' },
                    ]}
                  />
                  <Select label="Language" data={[...LANGUAGES]} value={textLanguage} onChange={setLanguage} allowDeselect={false} w={180} />
                </Group>
                {mode === 'paste' ? (
                  <Textarea
                    label="Text"
                    description="Plain text or HTML. Blank lines separate paragraphs."
                    placeholder="Paste your draft here…"
                    value={pasted}
                    onChange={(event) => setPasted(event.currentTarget.value)}
                    autosize
                    minRows={8}
                    maxRows={20}
                    data-testid="humanize-input"
                  />
                ) : (
                  <Stack gap={6}>
                    <DocPicker scope={{ uid: user.uid, teamId, projectId: project?.id ?? null }} value={docId} onChange={setDocId} />
                    {doc.isError ? <Text size="sm" c="red">{errorMessage(doc.error)}</Text> : null}
                    {docId ? (
                      <Anchor component={Link} to={blogEditorPath(docId)} size="sm">
                        Open in the editor
                      </Anchor>
                    ) : null}
                  </Stack>
                )}
              </Stack>
            </Paper>
            {report && report.text ? <MarkedText text={report.text} ranges={chosenSignal?.sentences ?? []} label={chosenSignal?.label ?? null} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Writing-style signals
                </Title>
                <Text size="sm" c="dimmed">
                  Patterns common in machine-written text, measured in your browser. They point at sentences worth rewriting by your own hand; they do not tell whether a machine wrote the text, and no tool can promise to pass AI detectors.
                </Text>
                {report && report.text ? (
                  <SignalList signals={report.signals} chosen={chosen} onChoose={setChosen} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {mode === 'doc' ? 'Choose a doc to see its signals.' : 'Paste a text to see its signals.'}
                  </Text>
                )}
              </Stack>
            </Paper>
            <Alert variant="light" color="gray" title="Rewriting is not built yet" data-testid="humanize-rewrite-notice">
              <Text size="sm">
                One-click rewrites of the passages these signals point at, keeping every number, name and link and shown as a diff to accept or reject, come in a later version of Longform. They will need a language model connected by your administrator.
              </Text>
            </Alert>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
