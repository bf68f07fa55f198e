import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Plus, Sparkles } from 'lucide-react';
import { HEADLINE_STYLES, WORKFLOW_LIMITS, type THeadlineState } from '@core/api/workflows';
import { GenerationNote } from './GenerationNote';
import { HeadlineRow } from './HeadlineRow';
import { addCustomHeadline, appendHeadlines, headlineList, removeHeadline, renameHeadline, toggleSaved } from './headlines';
import { StepNav } from './StepNav';
import { useStepTool, useToolBase } from './useStepTool';
import { useWorkflowContext } from './workflowContext';

const STYLE_LABELS: Record<THeadlineState['style'], string> = {
  how_to: 'How-to',
  listicle: 'List',
  question: 'Question',
  guide: 'Guide',
  comparison: 'Comparison',
  news: 'News',
  benefit: 'Benefit',
};

/**
 * Headline (spec §3 Headline state): generate headlines in a style from the topic and the research,
 * choose one (highlight), star favourites (saved), edit any in place, or type one's own.
 */
export function WorkflowHeadlineScene() {
  const { workflow, update, editable, current } = useWorkflowContext();
  const headline = workflow.headline;
  const base = useToolBase();
  const generate = useStepTool('headlines');
  const [custom, setCustom] = useState('');
  const list = headlineList(headline);
  const change = (next: Partial<THeadlineState>) => update({ headline: next }, true);

  const run = () =>
    generate.run({ ...base, topic: workflow.research.topic, style: headline.style, context: headline.context }, (result) => {
      if (result.items.length) change({ generated: appendHeadlines(current().headline.generated, result.items) });
    });
  const addCustom = () => {
    change(addCustomHeadline(headline, custom));
    setCustom('');
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Generate headlines
          </Title>
          <Text size="sm" c="dimmed">
            For the topic “{workflow.research.topic || 'not set yet'}”, from the research context.
          </Text>
          <Select
            label="Style"
            data={HEADLINE_STYLES.map((style) => ({ value: style, label: STYLE_LABELS[style] }))}
            value={headline.style}
            allowDeselect={false}
            disabled={!editable}
            onChange={(style) => style && change({ style: style as THeadlineState['style'] })}
            maw={260}
          />
          <Textarea
            label="What should the headlines stress?"
            placeholder="e.g. for beginners, no special equipment"
            value={headline.context}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2_000}
            disabled={!editable}
            onChange={(event) => update({ headline: { context: event.currentTarget.value } })}
          />
          <Group>
            <Button leftSection={<Sparkles size={16} />} onClick={run} loading={generate.busy} disabled={!editable} data-testid="headlines-generate">
              Generate
            </Button>
          </Group>
          <GenerationNote result={generate.result} error={generate.error} testId="headlines-note" />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Headlines
          </Title>
          {list.length ? null : (
            <Text size="sm" c="dimmed">
              No headlines yet: generate some, or type your own below.
            </Text>
          )}
          <Stack gap={6} data-testid="headline-list">
            {list.map((text) => (
              <HeadlineRow
                key={text}
                text={text}
                chosen={headline.highlight === text}
                favourite={headline.saved.includes(text)}
                editable={editable}
                onChoose={() => change({ highlight: text })}
                onFavourite={() => change({ saved: toggleSaved(headline.saved, text) })}
                onRename={(next) => change(renameHeadline(headline, text, next))}
                onRemove={() => change(removeHeadline(headline, text))}
              />
            ))}
          </Stack>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Your own headline"
              style={{ flex: 1 }}
              value={custom}
              maxLength={WORKFLOW_LIMITS.headlineChars}
              disabled={!editable}
              onChange={(event) => setCustom(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && custom.trim() && addCustom()}
            />
            <Button variant="light" leftSection={<Plus size={16} />} onClick={addCustom} disabled={!editable || !custom.trim()}>
              Add
            </Button>
          </Group>
        </Stack>
      </Paper>
      <StepNav step="headline" workflowId={workflow.id} />
    </Stack>
  );
}
