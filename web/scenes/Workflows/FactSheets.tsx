import { useState } from 'react';
import { Anchor, Blockquote, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TFact, TFactSheet } from '@core/api/workflows';
import { passageHref } from '@web/scenes/FactGPT/passageHref';
import { isSelected } from './researchSelection';

/** The passage a fact was taken from, the fact marked in it. */
function SourcePassage({ fact }: { fact: TFact }) {
  const text = fact.passage.text;
  const at = text.indexOf(fact.text);
  const href = passageHref(fact.passage);
  return (
    <Blockquote p="xs" mt={4} data-testid="fact-passage" styles={{ root: { fontSize: 'var(--mantine-font-size-sm)' } }}>
      {at >= 0 ? (
        <>
          {text.slice(0, at)}
          <mark>{fact.text}</mark>
          {text.slice(at + fact.text.length)}
        </>
      ) : (
        text
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {href?.startsWith('/') ? (
          <Anchor component={Link} to={href} size="xs" data-testid="fact-source">
            {fact.passage.title}
          </Anchor>
        ) : href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs" data-testid="fact-source">
            {fact.passage.title}
          </Anchor>
        ) : (
          fact.passage.title
        )}
        {fact.passage.location ? ` · ${fact.passage.location}` : ''}
      </Text>
    </Blockquote>
  );
}

function FactRow({ fact, selected, onToggle, editable }: { fact: TFact; selected: boolean; onToggle: () => void; editable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={0} data-testid="research-fact">
      <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
        <Checkbox size="xs" label={fact.text} checked={selected} onChange={onToggle} disabled={!editable} styles={{ label: { overflowWrap: 'anywhere' } }} />
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen(!open)} aria-expanded={open} style={{ flex: 'none' }}>
          {open ? 'Hide source' : 'Source'}
        </Button>
      </Group>
      {open ? <SourcePassage fact={fact} /> : null}
    </Stack>
  );
}

/** Facts found per source, each selectable into the context, with the passage it came from on demand. */
export function FactSheets({ sheets, selected, onToggle, editable }: { sheets: TFactSheet[]; selected: readonly string[]; onToggle: (text: string) => void; editable: boolean }) {
  if (!sheets.length) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="research-facts">
      <Stack gap="md">
        <Title order={3} size="h5">
          Fact sheets
        </Title>
        {sheets.map((sheet, index) => (
          <Stack key={`${sheet.title}-${index}`} gap={6} data-testid="fact-sheet">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {sheet.url ? (
                <Anchor href={sheet.url} target="_blank" rel="noopener noreferrer" inherit>
                  {sheet.title}
                </Anchor>
              ) : sheet.asset_id ? (
                <Anchor component={Link} to={`/assets?asset_id=${encodeURIComponent(sheet.asset_id)}`} inherit>
                  {sheet.title}
                </Anchor>
              ) : (
                sheet.title
              )}
            </Text>
            {sheet.facts.map((fact) => (
              <FactRow key={fact.text} fact={fact} selected={isSelected(selected, fact.text)} onToggle={() => onToggle(fact.text)} editable={editable} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
