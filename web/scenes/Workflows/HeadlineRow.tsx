import { useState } from 'react';
import { ActionIcon, Group, Radio, Text, TextInput } from '@mantine/core';
import { Check, Pencil, Star, Trash2, X } from 'lucide-react';
import { WORKFLOW_LIMITS } from '@core/api/workflows';

type TProps = {
  text: string;
  chosen: boolean;
  favourite: boolean;
  editable: boolean;
  onChoose: () => void;
  onFavourite: () => void;
  onRename: (next: string) => void;
  onRemove: () => void;
};

/** One headline: chosen by its radio, starred as a favourite, edited in place, or removed. */
export function HeadlineRow({ text, chosen, favourite, editable, onChoose, onFavourite, onRename, onRemove }: TProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    if (draft !== null && draft.trim()) onRename(draft);
    setDraft(null);
  };
  return (
    <Group gap="xs" wrap="nowrap" align="center" data-testid="headline" data-chosen={chosen || undefined}>
      <Radio checked={chosen} onChange={onChoose} disabled={!editable} aria-label={`Choose “${text}”`} value={text} />
      {draft !== null ? (
        <TextInput
          size="xs"
          style={{ flex: 1 }}
          aria-label="Edit headline"
          value={draft}
          maxLength={WORKFLOW_LIMITS.headlineChars}
          autoFocus
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
            if (event.key === 'Escape') setDraft(null);
          }}
          error={draft.trim() ? undefined : 'A headline cannot be empty.'}
        />
      ) : (
        <Text size="sm" fw={chosen ? 600 : undefined} style={{ flex: 1, overflowWrap: 'anywhere', cursor: editable ? 'pointer' : undefined }} onClick={editable ? onChoose : undefined}>
          {text}
        </Text>
      )}
      <Group gap={2} wrap="nowrap">
        {draft !== null ? (
          <>
            <ActionIcon variant="subtle" aria-label="Save headline" onClick={save} disabled={!draft.trim()}>
              <Check size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label="Cancel edit" onClick={() => setDraft(null)}>
              <X size={16} />
            </ActionIcon>
          </>
        ) : (
          <>
            <ActionIcon variant="subtle" color={favourite ? 'yellow' : 'gray'} aria-label={favourite ? `Unsave “${text}”` : `Save “${text}”`} aria-pressed={favourite} onClick={onFavourite} disabled={!editable}>
              <Star size={16} fill={favourite ? 'currentColor' : 'none'} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit “${text}”`} onClick={() => setDraft(text)} disabled={!editable}>
              <Pencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={`Remove “${text}”`} onClick={onRemove} disabled={!editable}>
              <Trash2 size={16} />
            </ActionIcon>
          </>
        )}
      </Group>
    </Group>
  );
}
