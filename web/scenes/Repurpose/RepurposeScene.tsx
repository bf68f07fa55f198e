import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { Sparkles } from 'lucide-react';
import { REPURPOSE_FORMATS, type TRepurposeFormatId } from '@core/tools/repurposeFormats';
import { PageFrame } from '@web/components/PageFrame';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';
import { modelChoices } from '@web/scenes/FactGPT/modelChoices';
import { BrandVoicePicker } from '@web/scenes/Tools/BrandVoicePicker';
import { FieldInput } from '@web/scenes/Tools/FieldInput';
import { fieldMeter } from '@web/scenes/Tools/fieldInputs';
import { useToolScope } from '@web/scenes/Tools/useToolScope';
import { useFlags } from '@web/state/flags';
import { DocSource } from './DocSource';
import { FormatPicker } from './FormatPicker';
import { FormatResult, type TFormatRequest } from './FormatResult';
import { extraFields, SOURCE_FIELD } from './repurposeFields';

/**
 * /repurpose: a doc or pasted text, turned into each picked format of spec §3 (a thread, a tweet,
 * LinkedIn posts, summaries, emails). Each format streams into its own card, held to its platform's
 * limits, to edit, copy, rate or regenerate.
 */
export function RepurposeScene() {
  const scope = useToolScope();
  const { defaultModel } = modelChoices(useFlags());
  const [sourceKind, setSourceKind] = useState<'paste' | 'doc'>('paste');
  const [text, setText] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<TRepurposeFormatId[]>([]);
  const [model, setModel] = useState<string | null>(null);
  const [brandVoiceId, setBrandVoiceId] = useState<string | null>(null);
  const [requests, setRequests] = useState<Partial<Record<TRepurposeFormatId, TFormatRequest>>>({});
  const fields = extraFields(selected);
  const meter = fieldMeter(SOURCE_FIELD, text);

  const generate = () => {
    const nonce = Date.now();
    const next: Partial<Record<TRepurposeFormatId, TFormatRequest>> = {};
    for (const id of selected) {
      const values: Record<string, string> = { text };
      for (const field of REPURPOSE_FORMATS[id].fields) if (field.name !== 'text') values[field.name] = extra[field.name] ?? '';
      const input = { unique_id: scope.uid, team_id: scope.teamId, ...(scope.projectId ? { project_id: scope.projectId } : {}), values, model: model ?? defaultModel, brand_voice_id: brandVoiceId };
      next[id] = { input, nonce };
    }
    setRequests(next);
  };

  return (
    <PageFrame title="Repurpose" description="Turn a doc or your own text into a thread, a tweet, LinkedIn posts, summaries and emails, each held to its platform’s limits.">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SegmentedControl
            w="fit-content"
            value={sourceKind}
            onChange={(value) => setSourceKind(value as 'paste' | 'doc')}
            data={[
              { value: 'paste', label: 'Paste text' },
              { value: 'doc', label: 'From a doc' },
            ]}
            aria-label="Source"
          />
          {sourceKind === 'doc' ? <DocSource scope={scope} onText={setText} /> : null}
          <Textarea
            label={SOURCE_FIELD.label}
            withAsterisk
            autosize
            minRows={6}
            maxRows={16}
            placeholder={sourceKind === 'doc' ? 'Pick a doc above; its text appears here.' : 'Paste the article, post or notes to repurpose'}
            description={
              meter ? (
                <Text span size="xs" c={meter.over ? 'red' : 'dimmed'}>
                  {meter.text}
                </Text>
              ) : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-testid="repurpose-source"
          />
        </Stack>
      </Paper>
      <FormatPicker selected={selected} onChange={setSelected} />
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} value={extra[field.name] ?? ''} onChange={(value) => setExtra((current) => ({ ...current, [field.name]: value }))} />
      ))}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ModelSelect value={model ?? defaultModel} onChange={setModel} offlineNote="Offline engine: summaries and Q&A only" />
        <BrandVoicePicker scope={scope} value={brandVoiceId} onChange={setBrandVoiceId} />
        <Button leftSection={<Sparkles size={14} />} disabled={selected.length === 0 || !text.trim()} onClick={generate} data-testid="repurpose-generate">
          Generate {selected.length > 1 ? `${selected.length} formats` : ''}
        </Button>
      </Group>
      <Stack gap="md">
        {Object.entries(requests).map(([id, request]) => (
          <FormatResult key={id} format={REPURPOSE_FORMATS[id as TRepurposeFormatId]} request={request} scope={scope} runner={scope.runner} />
        ))}
      </Stack>
    </PageFrame>
  );
}
