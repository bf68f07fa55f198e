import { Select, Text, Textarea, TextInput } from '@mantine/core';
import type { TToolField } from '@core/tools/toolDefinition';
import { choiceLabel, fieldMeter, inputOf } from './fieldInputs';

/** What a field says under it: its hint, then its counter (red past the limit; the server decides). */
function FieldDescription({ field, value }: { field: TToolField; value: string }) {
  const meter = fieldMeter(field, value);
  if (!field.hint && !meter) return null;
  return (
    <>
      {field.hint ? <span>{field.hint} </span> : null}
      {meter ? (
        <Text span size="xs" c={meter.over ? 'red' : 'dimmed'} data-testid={`tool-field-meter-${field.name}`}>
          {meter.text}
        </Text>
      ) : null}
    </>
  );
}

/** One field of a tool, as its kind asks: a line, a text area (a list one item per line), or a choice. */
export function FieldInput({ field, value, disabled, onChange }: { field: TToolField; value: string; disabled?: boolean; onChange: (value: string) => void }) {
  const common = {
    label: field.label,
    withAsterisk: field.required,
    disabled,
    'data-testid': `tool-field-${field.name}`,
  };
  switch (inputOf(field)) {
    case 'select':
      return (
        <Select
          {...common}
          allowDeselect={false}
          data={(field.choices ?? []).map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
          value={value || field.defaultValue || null}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    case 'line':
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder}
          description={<FieldDescription field={field} value={value} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'area':
      return (
        <Textarea
          {...common}
          placeholder={field.placeholder ?? (field.kind === 'list' ? 'One per line' : undefined)}
          description={<FieldDescription field={field} value={value} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={field.maxChars > 2_000 ? 5 : 3}
          maxRows={14}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
