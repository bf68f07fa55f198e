import { Anchor, Button, Checkbox, Chip, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ExternalLink } from 'lucide-react';
import type { TResearchState } from '@core/api/workflows';
import { groupQuestions, isSelected, moreKeywords } from './researchSelection';

type TProps = {
  research: TResearchState;
  onToggle: (text: string) => void;
  onShowMoreKeywords: (count: number) => void;
  editable: boolean;
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** Related keywords (a few at a time), the top results' headlines and the questions people ask, each selectable into the context. */
export function ResearchFindings({ research, onToggle, onShowMoreKeywords, editable }: TProps) {
  const keywords = research.related_keywords.slice(0, research.num_top_keywords_to_load);
  const groups = groupQuestions(research.questions);
  return (
    <>
      {research.related_keywords.length ? (
        <Paper withBorder p="md" radius="md" data-testid="research-keywords">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Related keywords
            </Title>
            <Group gap={6}>
              {keywords.map((keyword) => (
                <Chip key={keyword} size="xs" checked={isSelected(research.selected_context, keyword)} onChange={() => onToggle(keyword)} disabled={!editable}>
                  {keyword}
                </Chip>
              ))}
            </Group>
            {research.related_keywords.length > keywords.length ? (
              <Group>
                <Button size="compact-sm" variant="subtle" onClick={() => onShowMoreKeywords(moreKeywords(keywords.length, research.related_keywords.length))} disabled={!editable} data-testid="research-more-keywords">
                  Load more ({research.related_keywords.length - keywords.length} left)
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {research.serp_headlines.length ? (
        <Paper withBorder p="md" radius="md" data-testid="research-results">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Top results
            </Title>
            <List size="sm" spacing={6} type="ordered">
              {research.serp_headlines.map((result) => (
                <List.Item key={result.url}>
                  <Anchor href={result.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {result.title}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    {hostOf(result.url)}
                    {result.headings.length ? ` · ${result.headings.length} headings` : ''}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ) : null}
      {groups.length ? (
        <Paper withBorder p="md" radius="md" data-testid="research-questions">
          <Stack gap="sm">
            <Title order={3} size="h5">
              Questions people ask
            </Title>
            {groups.map((group) => (
              <Stack key={group.source} gap={6} data-testid={`questions-${group.source}`}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  {group.label}
                </Text>
                {group.questions.map((question) => (
                  <Group key={question.text} gap={6} wrap="nowrap" align="flex-start">
                    <Checkbox
                      size="xs"
                      label={question.text}
                      checked={isSelected(research.selected_context, question.text)}
                      onChange={() => onToggle(question.text)}
                      disabled={!editable}
                      styles={{ label: { overflowWrap: 'anywhere' } }}
                    />
                    {question.url ? (
                      <Anchor href={question.url} target="_blank" rel="noopener noreferrer" aria-label={`Open where “${question.text}” was asked`} style={{ flex: 'none' }}>
                        <ExternalLink size={14} />
                      </Anchor>
                    ) : null}
                  </Group>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
