import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Paper, Pill, Select, Stack, Text, Textarea } from '@mantine/core';
import { Send, Square } from 'lucide-react';
import type { TSearchObj } from '@core/api/chat';
import type { TGenerationMode } from '@core/plans/access';
import { AttachMenu } from './AttachMenu';
import { MODE_LABELS, sourceKindOf, toggleSource } from './sources';

type TComposerProps = {
  uid: string;
  projectId: string | null;
  streaming: boolean;
  mode: TGenerationMode;
  modes: TGenerationMode[];
  onMode: (mode: TGenerationMode) => void;
  model: string;
  models: string[];
  /** Models the offline engine answers for here: marked in the picker, as they cannot follow instructions. */
  offlineModels?: string[];
  onModel: (model: string) => void;
  sources: TSearchObj;
  sourceLimit: number;
  attachAllowed: boolean;
  onSources: (sources: TSearchObj) => void;
  initialQuestion?: string;
  onAsk: (question: string) => void;
  onStop: () => void;
};

/** A model in the picker, marked when the offline engine answers for it. */
function ModelOption({ name, offline }: { name: string; offline: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
      <span>{name}</span>
      {offline && (
        <Text span size="xs" c="dimmed">
          offline engine
        </Text>
      )}
    </Group>
  );
}

/** The question box with its mode, model and sources, and Send (Stop while an answer streams). */
export function Composer(props: TComposerProps) {
  const [question, setQuestion] = useState(props.initialQuestion ?? '');
  const source = sourceKindOf(props.mode);
  const selected = source ? props.sources[source.key] : [];
  const needsSources = Boolean(source) && selected.length === 0;

  const send = () => {
    if (!question.trim() || props.streaming || needsSources) return;
    props.onAsk(question);
    setQuestion('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {source && selected.length > 0 && (
          <Pill.Group aria-label="Selected sources">
            {selected.map((item) => (
              <Pill
                key={item.asset_id}
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remove ${item.label}` }}
                onRemove={() => props.onSources(toggleSource(props.sources, source.key, item, props.sourceLimit))}
              >
                {item.label}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <Textarea
          aria-label="Your question"
          placeholder={needsSources ? 'Attach sources first, then ask about them' : 'Ask a question'}
          autosize
          minRows={2}
          maxRows={8}
          value={question}
          onChange={(event) => setQuestion(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label="Mode"
              size="xs"
              w={130}
              allowDeselect={false}
              disabled={props.streaming}
              data={props.modes.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
              value={props.mode}
              onChange={(value) => value && props.onMode(value as TGenerationMode)}
            />
            {/* No models to choose from (the public tool answers on the installation's default): no picker. */}
            {props.models.length > 0 && (
              <Select
                aria-label="Model"
                size="xs"
                w={170}
                allowDeselect={false}
                disabled={props.streaming}
                data={props.models}
                renderOption={({ option }) => <ModelOption name={option.value} offline={props.offlineModels?.includes(option.value) ?? false} />}
                comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
                value={props.model}
                onChange={(value) => value && props.onModel(value)}
              />
            )}
            {source && props.attachAllowed && props.projectId && (
              <AttachMenu
                projectId={props.projectId}
                kind={source.kind}
                selected={selected}
                limit={props.sourceLimit}
                disabled={props.streaming}
                onToggle={(ref) => props.onSources(toggleSource(props.sources, source.key, ref, props.sourceLimit))}
              />
            )}
          </Group>
          {props.streaming ? (
            <Button color="red" variant="light" leftSection={<Square size={14} />} onClick={props.onStop}>
              Stop
            </Button>
          ) : (
            <Button leftSection={<Send size={14} />} onClick={send} disabled={!question.trim() || needsSources}>
              Send
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
