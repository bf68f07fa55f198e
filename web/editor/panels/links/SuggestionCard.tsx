import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { FileText, Globe } from 'lucide-react';
import type { TLinkSuggestion } from '@core/api/interlinking';

/** The sentence with its anchor marked (the first place the anchor is in it). */
function SentenceWithAnchor({ sentence, anchor }: { sentence: string; anchor: string }) {
  const at = sentence.indexOf(anchor);
  if (at === -1) return <Text size="sm">{sentence}</Text>;
  return (
    <Text size="sm">
      {sentence.slice(0, at)}
      <mark className="lf-link-anchor">{anchor}</mark>
      {sentence.slice(at + anchor.length)}
    </Text>
  );
}

/**
 * One link suggestion: the anchor in its sentence, the doc or page it would point to, why, and its
 * score; `actions` are the buttons the place it shows in offers (Accept in the editor, Open elsewhere).
 */
export function SuggestionCard({ suggestion, actions }: { suggestion: TLinkSuggestion; actions: ReactNode }) {
  const { target } = suggestion;
  const isPage = target.kind === 'page';
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="link-suggestion">
      <Stack gap={6}>
        <SentenceWithAnchor sentence={suggestion.sentence} anchor={suggestion.anchor} />
        <Group gap={6} wrap="nowrap" align="flex-start">
          {isPage ? <Globe size={14} aria-hidden style={{ flex: 'none', marginTop: 3 }} /> : <FileText size={14} aria-hidden style={{ flex: 'none', marginTop: 3 }} />}
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {isPage ? 'Page ' : 'Doc '}
            {isPage ? (
              <Anchor href={target.url} target="_blank" rel="noopener noreferrer">
                {target.title}
              </Anchor>
            ) : (
              <b>{target.title}</b>
            )}
          </Text>
          <Badge variant="light" color={suggestion.score >= 60 ? 'teal' : 'blue'} style={{ flex: 'none', marginLeft: 'auto' }} title="How well the phrase names the target and its sentence is about it (0–100)">
            {suggestion.score}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {suggestion.reason}
        </Text>
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Paper>
  );
}
