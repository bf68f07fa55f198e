import { useMemo, useRef, useState } from 'react';
import { Anchor, Grid, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { styleSignals, type TStyleInput } from '@core/analysis/style';
import { LANGUAGES } from '@core/flags/catalogue';
import { PageFrame } from '@web/components/PageFrame';
import { useAppConfig } from '@web/api/appConfig';
import { blogEditorPath, fetchBlog } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { pageInfoFor } from '@web/routing/pageTable';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlags } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';
import { modelChoices, offlineModels } from '../FactGPT/modelChoices';
import { DocPicker } from '../OptimizerPlagiarism/DocPicker';
import { looksLikeHtml } from '../OptimizerPlagiarism/pastedText';
import { MarkedText } from './MarkedText';
import { RewritePanel } from './RewritePanel';
import { RewriteReview } from './RewriteReview';
import { SignalChange } from './SignalChange';
import { useRewrite, useTextBoxSource } from './useRewrite';
import { SignalList } from '@web/editor/panels/style/SignalList';

/** The signals follow typing this long after a pause (they are worked out here, in a few milliseconds). */
const TYPING_PAUSE_MS = 250;

/** Why the text box cannot be rewritten now, or null. */
function rewriteBlocked(text: string): string | null {
  if (!text.trim()) return 'Paste a text to rewrite it.';
  if (looksLikeHtml(text)) return 'Rewriting works on plain text: paste the text without its HTML tags.';
  return null;
}

/**
 * /optimizer/humanize (spec §2): the writing-style signals of a pasted text or a doc of the active
 * project (core/analysis/style, in the browser), each explained, with the sentences behind it marked
 * in the text; and rewrites by a model, all of the text or the selected paragraphs, reviewed passage
 * by passage. A doc is rewritten as a copy of its text in the text box (docs/decisions.md).
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
  const [copiedFrom, setCopiedFrom] = useState<{ id: string; title: string } | null>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const { defaultModel, models } = modelChoices(useFlags());
  const config = useAppConfig();
  const [pickedModel, setPickedModel] = useState<string | null>(null);
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
  const textBoxSource = useTextBoxSource(pasted, setPasted, textBox);
  const rewrite = useRewrite({
    uid: user.uid,
    teamId,
    teamMode,
    byok: Boolean(user.userPlan?.includes('byok')),
    source: textBoxSource,
    language: textLanguage,
    model: pickedModel ?? defaultModel,
    saveId: copiedFrom?.id ?? null,
  });
  const before = useMemo(() => (rewrite.review ? styleSignals({ text: rewrite.review.before, language: textLanguage }).signals : null), [rewrite.review, textLanguage]);
  const copyDoc = () => {
    if (!report || !docId) return;
    setPasted(report.text);
    setCopiedFrom({ id: docId, title: doc.data?.title ?? 'the doc' });
    // The doc's language goes with its text.
    setLanguage(textLanguage);
    setMode('paste');
    setChosen(null);
    rewrite.clear();
  };

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
                    ref={textBox}
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
                {mode === 'paste' && copiedFrom ? (
                  <Text size="xs" c="dimmed" data-testid="humanize-copied-doc">
                    Copied from the doc “{copiedFrom.title}”. Accepted rewrites change this copy, not the saved doc: paste the result into the doc in the editor when you are done.
                  </Text>
                ) : null}
              </Stack>
            </Paper>
            {mode === 'paste' && rewrite.review ? <RewriteReview review={rewrite.review} onAccept={rewrite.accept} onReject={rewrite.reject} onAcceptAll={rewrite.acceptAll} /> : null}
            {report && report.text ? <MarkedText text={report.text} ranges={chosenSignal?.sentences ?? []} label={chosenSignal?.label ?? null} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <RewritePanel
              models={models}
              offlineModels={offlineModels(config.data, Boolean(user.userPlan?.includes('byok')))}
              model={pickedModel ?? defaultModel}
              onModel={setPickedModel}
              onCopyDoc={mode === 'doc' ? copyDoc : null}
              blocked={mode === 'doc' ? (report?.text ? null : 'Choose a doc to rewrite a copy of its text.') : rewriteBlocked(pasted)}
              busy={rewrite.busy}
              onRewrite={rewrite.rewrite}
              notice={rewrite.notice}
              error={rewrite.error}
            />
            {mode === 'paste' && before && report ? <SignalChange before={before} after={report.signals} /> : null}
            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Writing-style signals
                </Title>
                <Text size="sm" c="dimmed">
                  Patterns common in machine-written text, measured in your browser. They point at sentences worth rewriting; they do not tell whether a machine wrote the text, and no tool can promise to pass AI detectors.
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
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
