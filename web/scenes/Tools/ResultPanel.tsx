import { Button, CopyButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Check, Copy, FilePlus2, RefreshCw } from 'lucide-react';
import type { TToolDefinition } from '@core/tools/toolDefinition';
import { useSaveToDoc } from '@web/editor/useSaveToDoc';
import type { TToolScope } from '@web/api/tools';
import { EngineNote } from './EngineNote';
import { RatingButtons } from './RatingButtons';
import { ResultBody } from './ResultBody';
import { resultDocTitle, resultMarkdown, resultPlainText, resultView } from './resultText';
import type { useToolRun } from './useToolRun';

type TPanelProps = {
  tool: TToolDefinition;
  run: ReturnType<typeof useToolRun>;
  scope: TToolScope & { projectId: string | null };
  onRegenerate: () => void;
};

/**
 * The answer: typed in as it streams, then in its shape with what the server allows doing with it
 * (rate, copy, send to a doc: result.abilities) and Regenerate. Which engine wrote it, its charge,
 * its brand voice and any notice show under it.
 */
export function ResultPanel({ tool, run, scope, onRegenerate }: TPanelProps) {
  const { state } = run;
  const saveToDoc = useSaveToDoc(scope);
  const result = state.result;
  const view = result ? resultView(tool.output, result) : null;

  const sendToDoc = () => {
    if (!result || !view) return;
    void saveToDoc.save(result.id, async () => {
      // The Markdown converter loads with the first save, not with the page.
      const { answerToDoc } = await import('@web/scenes/FactGPT/answerToDoc');
      const title = resultDocTitle(tool, result.values);
      const doc = answerToDoc(title, resultMarkdown(view), [], window.location.origin);
      return { title: doc.title, html: doc.html, topic: title, inputType: `tool:${tool.id}` };
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="tool-result" aria-busy={run.streaming}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Result
          </Title>
          {run.streaming ? <Loader size="xs" aria-label="Writing" /> : null}
        </Group>
        {state.status === 'idle' ? (
          <Text c="dimmed" size="sm">
            Fill in the form and press Generate. Your result appears here as it is written.
          </Text>
        ) : null}
        {view ? <ResultBody view={view} /> : state.text ? <ResultBody view={{ kind: 'text', text: state.text }} /> : null}
        {state.status === 'stopped' ? (
          <Text size="sm" c="dimmed" data-testid="tool-stopped">
            Stopped. What was written so far is kept in your results below.
          </Text>
        ) : null}
        {state.status === 'done' || state.status === 'stopped' ? <EngineNote state={state} /> : null}
        {!run.streaming && state.status !== 'idle' ? (
          <Group gap="xs" wrap="wrap">
            {result?.abilities.rate ? <RatingButtons result={result} scope={scope} onRated={run.rated} /> : null}
            {result && view && result.abilities.copy ? (
              <CopyButton value={resultPlainText(view)}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" leftSection={copied ? <Check size={14} /> : <Copy size={14} />} onClick={copy} data-testid="tool-copy">
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            ) : null}
            {result?.abilities.send_to_doc && scope.projectId ? (
              <Button size="xs" variant="default" leftSection={<FilePlus2 size={14} />} loading={saveToDoc.savingKey === result.id} onClick={sendToDoc} data-testid="tool-send-to-doc">
                Send to doc
              </Button>
            ) : null}
            <Button size="xs" variant="light" leftSection={<RefreshCw size={14} />} onClick={onRegenerate} data-testid="tool-regenerate">
              Regenerate
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
