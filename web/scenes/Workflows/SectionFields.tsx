import { useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { linesToItems } from './outline';

/**
 * A subheading's text: what is typed stays in the field while it has focus; only a non-empty
 * heading is saved (the outline cannot hold an empty one), an emptied field says so.
 */
export function HeadingField({ value, onChange, disabled, label }: { value: string; onChange: (next: string) => void; disabled: boolean; label: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  return (
    <TextInput
      aria-label={label}
      value={shown}
      maxLength={WORKFLOW_LIMITS.headlineChars}
      disabled={disabled}
      style={{ flex: 1, minWidth: 0 }}
      fw={600}
      error={shown.trim() ? undefined : 'A subheading cannot be empty.'}
      onFocus={() => setDraft(value)}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        if (next.trim()) onChange(next);
      }}
      data-testid="section-heading"
    />
  );
}

/** A list edited as text, one item a line (talking points, an AI list); blank lines are dropped when saved. */
export function LinesField({ label, items, max, onChange, disabled, testId }: { label: string; items: string[]; max: number; onChange: (items: string[]) => void; disabled: boolean; testId: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Textarea
      label={label}
      description="One a line"
      size="xs"
      autosize
      minRows={2}
      maxRows={12}
      value={draft ?? items.join('\n')}
      disabled={disabled}
      onFocus={() => setDraft(items.join('\n'))}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        onChange(linesToItems(event.currentTarget.value, max));
      }}
      data-testid={testId}
    />
  );
}
