import { useEffect, useState } from 'react';
import { Button, CopyButton, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Check, Copy, RefreshCw, Square } from 'lucide-react';
import type { TToolRunInput } from '@core/api/tools';
import type { TRepurposeFormat } from '@core/tools/repurposeFormats';
import type { TToolScope } from '@web/api/tools';
import { EngineNote } from '@web/scenes/Tools/EngineNote';
import { RatingButtons } from '@web/scenes/Tools/RatingButtons';
import { useToolRun, type TToolRunner } from '@web/scenes/Tools/useToolRun';
import { FORMAT_ICONS } from './formatIcons';
import { FormatMeter } from './FormatMeter';
import { limitLabel } from './formatLimits';

/** A format's run: what Generate asked for (`nonce` changes with each Generate). */
export type TFormatRequest = { input: TToolRunInput; nonce: number };

/**
 * One format's result: streamed in, then an editable text with its live count against the
 * platform's limit (each post of a thread), copy (when the server allows), rating and Regenerate.
 */
export function FormatResult({ format, request, scope, runner }: { format: TRepurposeFormat; request: TFormatRequest; scope: TToolScope; runner: TToolRunner }) {
  const run = useToolRun(format.id, runner);
  const { state } = run;
  // The writer's edit belongs to the result it was made on; a new result shows as written.
  const [edit, setEdit] = useState<{ resultId: string | null; text: string } | null>(null);
  const start = run.run;
  // Each Generate (a new request) runs the format once (`start` is stable).
  useEffect(() => {
    void start(request.input);
  }, [request, start]);

  const Icon = FORMAT_ICONS[format.thumb];
  const limit = limitLabel(format);
  const resultId = state.result?.id ?? null;
  const text = edit && edit.resultId === resultId && state.status === 'done' ? edit.text : state.text;
  const finished = state.status === 'done' && Boolean(state.text);
  const regenerate = () => {
    setEdit(null);
    void start(request.input);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`repurpose-result-${format.id}`} aria-busy={run.streaming}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Icon size={18} aria-hidden />
            <Title order={3} size="h5">
              {format.title}
            </Title>
            {limit ? (
              <Text size="xs" c="dimmed">
                {limit}
              </Text>
            ) : null}
          </Group>
          {run.streaming ? <Loader size="xs" aria-label={`Writing the ${format.title}`} /> : null}
        </Group>
        {finished ? (
          <>
            <Textarea
              aria-label={`${format.title} text`}
              autosize
              minRows={3}
              maxRows={16}
              value={text}
              onChange={(event) => setEdit({ resultId, text: event.currentTarget.value })}
              data-testid="repurpose-result-text"
            />
            <FormatMeter fit={format.fit} text={text} />
          </>
        ) : state.text ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="repurpose-result-stream">
            {state.text}
          </Text>
        ) : null}
        {state.status === 'failed' && state.error ? (
          <Text size="sm" c="red" role="alert">
            {state.error}
          </Text>
        ) : null}
        {state.status === 'done' || state.status === 'stopped' ? <EngineNote state={state} /> : null}
        <Group gap="xs" wrap="wrap">
          {run.streaming ? (
            <Button size="xs" color="red" variant="light" leftSection={<Square size={12} />} onClick={run.stop}>
              Stop
            </Button>
          ) : (
            <>
              {state.result?.abilities.rate ? <RatingButtons result={state.result} scope={scope} onRated={run.rated} /> : null}
              {finished && state.result?.abilities.copy ? (
                <CopyButton value={text}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" leftSection={copied ? <Check size={14} /> : <Copy size={14} />} onClick={copy} data-testid="repurpose-copy">
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              ) : null}
              <Button size="xs" variant="light" leftSection={<RefreshCw size={14} />} onClick={regenerate} data-testid="repurpose-regenerate">
                Regenerate
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
