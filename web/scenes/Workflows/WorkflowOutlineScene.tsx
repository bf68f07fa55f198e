import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { ListTree, MessageSquareText, Plus, Sparkles } from 'lucide-react';
import { WORKFLOW_LIMITS, type TOutlineSection, type TOutlineState } from '@core/api/workflows';
import { askConfirmation } from '@web/state/confirm';
import { GenerationNote } from './GenerationNote';
import { applyTalkingPoints, moveItem, newSection, sectionsFromHeadings } from './outline';
import { OutlineSections } from './OutlineSections';
import { StepNav } from './StepNav';
import { useStepTool, useToolBase } from './useStepTool';
import { useWorkflowContext } from './workflowContext';
import { WritePanel } from './WritePanel';

const keyOf = (text: string) => text.trim().toLowerCase();

/**
 * Outline (spec §3 Outline state): subheadings generated for the chosen headline (from the top
 * results' headings when no model is connected), reordered, edited, added or removed; an intro,
 * talking points and an AI list per subheading; the blog's intro; then tone, length and the draft.
 */
export function WorkflowOutlineScene() {
  const { workflow, update, editable, current } = useWorkflowContext();
  const outline = workflow.outline;
  const headline = workflow.headline.highlight ?? '';
  const base = useToolBase();
  const generate = useStepTool('outline');
  const points = useStepTool('talkingPoints');
  const intro = useStepTool('blogIntro');
  const save = (next: Partial<TOutlineState>, immediate = true) => update({ outline: next }, immediate);
  const sectionsNow = () => current().outline.sections;
  const headings = outline.sections.map((section) => section.heading);
  const suggestions = outline.generated.filter((heading) => !outline.sections.some((section) => keyOf(section.heading) === keyOf(heading)));

  const generateOutline = async () => {
    if (outline.sections.length) {
      const replace = await askConfirmation({ title: 'Replace the outline?', message: 'The new subheadings replace the ones below, with their intros, talking points and lists.', confirmLabel: 'Replace' });
      if (!replace) return;
    }
    generate.run(
      { ...base, subheadline: headline, topic: workflow.research.topic, source_headings: workflow.research.serp_headlines.map((result) => result.headings).slice(0, 10) },
      (result) => result.items.length && save({ generated: result.items.slice(0, WORKFLOW_LIMITS.sections * 2), sections: sectionsFromHeadings(result.items) }),
    );
  };
  const changeSection = (id: string, patch: Partial<TOutlineSection>, immediate: boolean) =>
    save({ sections: sectionsNow().map((section) => (section.id === id ? { ...section, ...patch } : section)) }, immediate);

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Outline
          </Title>
          <Text size="sm">
            {headline ? (
              <>
                For <Text span fw={600}>“{headline}”</Text>
              </>
            ) : (
              <Text span c="dimmed">
                Choose a headline first: the outline is written for it.
              </Text>
            )}
          </Text>
          <Group gap="xs">
            <Button leftSection={<ListTree size={16} />} onClick={() => void generateOutline()} loading={generate.busy} disabled={!editable} data-testid="outline-generate">
              Generate outline
            </Button>
            <Button
              variant="light"
              leftSection={<MessageSquareText size={16} />}
              onClick={() => points.run({ ...base, headline, outline: headings }, (result) => result.sections.length && save({ sections: applyTalkingPoints(sectionsNow(), result.sections) }))}
              loading={points.busy}
              disabled={!editable || !outline.sections.length}
              data-testid="outline-points"
            >
              Talking points
            </Button>
          </Group>
          <GenerationNote result={generate.result} error={generate.error} testId="outline-note" label="Outline" />
          <GenerationNote result={points.result} error={points.error} testId="points-note" label="Talking points" />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              Introduction
            </Title>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<Sparkles size={14} />}
              loading={intro.busy}
              disabled={!editable || !outline.sections.length}
              onClick={() => intro.run({ ...base, headline, outline: headings }, (result) => result.output.trim() && save({ intro: result.output.trim() }))}
              data-testid="outline-intro-generate"
            >
              Write intro
            </Button>
          </Group>
          <GenerationNote result={intro.result} error={intro.error} testId="intro-note" />
          <Textarea
            aria-label="Blog introduction"
            placeholder="The opening paragraph of the article (optional)."
            autosize
            minRows={2}
            maxRows={10}
            maxLength={WORKFLOW_LIMITS.introChars}
            value={outline.intro}
            disabled={!editable}
            onChange={(event) => save({ intro: event.currentTarget.value }, false)}
            data-testid="outline-intro"
          />
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            Subheadings ({outline.sections.length}/{WORKFLOW_LIMITS.sections})
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<Plus size={14} />}
            disabled={!editable || outline.sections.length >= WORKFLOW_LIMITS.sections}
            onClick={() => save({ sections: [...sectionsNow(), newSection(`New subheading ${outline.sections.length + 1}`)] })}
            data-testid="outline-add"
          >
            Add subheading
          </Button>
        </Group>
        {outline.sections.length ? null : (
          <Text size="sm" c="dimmed">
            No subheadings yet: generate an outline or add them one by one.
          </Text>
        )}
        <OutlineSections
          sections={outline.sections}
          headline={headline}
          editable={editable}
          onChangeSection={changeSection}
          onMove={(from, to) => save({ sections: moveItem(sectionsNow(), from, to) })}
          onRemove={(id) => save({ sections: sectionsNow().filter((section) => section.id !== id) })}
        />
        {suggestions.length && outline.sections.length < WORKFLOW_LIMITS.sections ? (
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Also suggested:
            </Text>
            {suggestions.map((heading) => (
              <Badge
                key={heading}
                component="button"
                variant="outline"
                tt="none"
                style={{ cursor: 'pointer' }}
                disabled={!editable}
                onClick={() => save({ sections: [...sectionsNow(), newSection(heading)] })}
                leftSection={<Plus size={10} />}
              >
                {heading}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
      <WritePanel />
      <StepNav step="outline" workflowId={workflow.id} />
    </Stack>
  );
}
