import { useRef, useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { Sparkles, Square } from 'lucide-react';
import type { TToolRunInput } from '@core/api/tools';
import type { TToolDefinition } from '@core/tools/toolDefinition';
import { plainLabel } from '@core/tools/toolValues';
import { PageFrame } from '@web/components/PageFrame';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';
import { modelChoices } from '@web/scenes/FactGPT/modelChoices';
import { useFlags } from '@web/state/flags';
import { BrandVoicePicker } from './BrandVoicePicker';
import { FieldInput } from './FieldInput';
import { firstMissing, initialValues, valuesToSend } from './fieldInputs';
import { ResultHistory } from './ResultHistory';
import { ResultPanel } from './ResultPanel';
import { ToolSwitcher } from './ToolSwitcher';
import { useToolRun } from './useToolRun';
import { useToolScope } from './useToolScope';

/** One writing tool: its fields, brand voice and model, Generate (streamed), the result and the earlier ones. */
export function ToolPage({ tool }: { tool: TToolDefinition }) {
  const scope = useToolScope();
  const { defaultModel } = modelChoices(useFlags());
  const [values, setValues] = useState(() => initialValues(tool.fields));
  const [model, setModel] = useState<string | null>(null);
  const [brandVoiceId, setBrandVoiceId] = useState<string | null>(null);
  const runState = useToolRun(tool.id, scope.runner);
  const lastValues = useRef<Record<string, string> | null>(null);
  const missing = firstMissing(tool.fields, values);

  const runWith = (runValues: Record<string, string>) => {
    lastValues.current = runValues;
    const input: TToolRunInput = {
      unique_id: scope.uid,
      team_id: scope.teamId,
      ...(scope.projectId ? { project_id: scope.projectId } : {}),
      values: runValues,
      model: model ?? defaultModel,
      brand_voice_id: brandVoiceId,
    };
    void runState.run(input);
  };
  const generate = () => runWith(valuesToSend(tool.fields, values));
  // Again with the values of the result on screen (an earlier one opened from the list, or the last run).
  const regenerate = () => {
    const again = runState.state.result?.values ?? lastValues.current;
    if (again) runWith(valuesToSend(tool.fields, again));
  };

  return (
    <PageFrame title={tool.title} description={tool.description}>
      <ToolSwitcher current={tool.id} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" component="form" onSubmit={(event) => {
              event.preventDefault();
              if (!runState.streaming) generate();
            }} data-testid="tool-form">
            <Stack gap="sm">
              {tool.fields.map((field) => (
                <FieldInput
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ''}
                  disabled={runState.streaming}
                  onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                />
              ))}
              <Group gap="sm" align="flex-end" wrap="wrap">
                <ModelSelect value={model ?? defaultModel} onChange={setModel} disabled={runState.streaming} offlineNote={tool.offline ? 'Offline engine: extraction only' : 'Offline engine: needs a model'} />
                <BrandVoicePicker scope={scope} value={brandVoiceId} onChange={setBrandVoiceId} disabled={runState.streaming} />
              </Group>
              <Group gap="sm">
                {runState.streaming ? (
                  <Button color="red" variant="light" leftSection={<Square size={14} />} onClick={runState.stop} data-testid="tool-stop">
                    Stop
                  </Button>
                ) : (
                  <Button type="submit" leftSection={<Sparkles size={14} />} data-testid="tool-generate">
                    Generate
                  </Button>
                )}
                {missing && !runState.streaming ? (
                  <Text size="xs" c="dimmed">
                    {plainLabel(missing.label)} is required.
                  </Text>
                ) : null}
              </Group>
              {runState.state.status === 'failed' && runState.state.error ? (
                <Text size="sm" c="red" role="alert" data-testid="tool-error">
                  {runState.state.error}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ResultPanel tool={tool} run={runState} scope={scope} onRegenerate={regenerate} />
        </Grid.Col>
      </Grid>
      <ResultHistory tool={tool} scope={scope} activeId={runState.state.result?.id ?? null} onOpen={runState.open} />
    </PageFrame>
  );
}
