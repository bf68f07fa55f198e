import type { DragEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { ArrowDown, ArrowUp, GripVertical, ListOrdered, Sparkles, Trash2 } from 'lucide-react';
import { WORKFLOW_LIMITS, type TOutlineSection } from '@core/api/workflows';
import { GenerationNote } from './GenerationNote';
import { HeadingField, LinesField } from './SectionFields';
import { useStepTool, useToolBase } from './useStepTool';

export type TDragHandlers = {
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  /** A dragged subheading would land here. */
  dropTarget: boolean;
};

type TProps = {
  section: TOutlineSection;
  index: number;
  count: number;
  headline: string;
  editable: boolean;
  /** Changes this subheading (typing is saved debounced, a generated result at once). */
  onChange: (patch: Partial<TOutlineSection>, immediate: boolean) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  drag: TDragHandlers;
};

/** One subheading: dragged by its handle or moved with the buttons, edited, with its intro, talking points and AI list. */
export function SectionCard({ section, index, count, headline, editable, onChange, onMove, onRemove, drag }: TProps) {
  const base = useToolBase();
  const intro = useStepTool('subheadingIntro');
  const list = useStepTool('listicles');
  const name = section.heading;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-section={section.id}
      data-testid="outline-section"
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      style={drag.dropTarget ? { outline: '2px dashed var(--mantine-color-blue-5)', outlineOffset: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group gap={4} wrap="nowrap" align="flex-start">
          <ActionIcon
            component="div"
            variant="subtle"
            color="gray"
            title="Drag to reorder"
            aria-label={`Drag “${name}” to reorder`}
            draggable={editable}
            onDragStart={drag.onDragStart}
            onDragEnd={drag.onDragEnd}
            style={{ cursor: editable ? 'grab' : undefined }}
            mt={4}
            data-testid="section-drag"
          >
            <GripVertical size={16} />
          </ActionIcon>
          <HeadingField label={`Subheading ${index + 1}`} value={section.heading} onChange={(heading) => onChange({ heading }, false)} disabled={!editable} />
          <Group gap={0} wrap="nowrap" mt={4}>
            <ActionIcon variant="subtle" color="gray" aria-label={`Move “${name}” up`} disabled={!editable || index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={`Move “${name}” down`} disabled={!editable || index === count - 1} onClick={() => onMove(index + 1)}>
              <ArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={`Remove “${name}”`} disabled={!editable} onClick={onRemove}>
              <Trash2 size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<Sparkles size={12} />}
            loading={intro.busy}
            disabled={!editable}
            onClick={() => intro.run({ ...base, headline, subheading: section.heading }, (result) => result.output.trim() && onChange({ intro: result.output.trim() }, true))}
          >
            Intro
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<ListOrdered size={12} />}
            loading={list.busy}
            disabled={!editable}
            onClick={() => list.run({ ...base, headline, subheading: section.heading }, (result) => result.items.length && onChange({ list: result.items.slice(0, WORKFLOW_LIMITS.listItemsPerSection) }, true))}
          >
            AI list
          </Button>
        </Group>
        <GenerationNote result={intro.result?.notice ? intro.result : null} error={intro.error} testId="section-intro-note" />
        <GenerationNote result={list.result?.notice ? list.result : null} error={list.error} testId="section-list-note" />
        {section.intro || intro.result ? (
          <Textarea
            label="Intro"
            size="xs"
            autosize
            minRows={2}
            maxRows={10}
            maxLength={WORKFLOW_LIMITS.sectionTextChars}
            value={section.intro}
            disabled={!editable}
            onChange={(event) => onChange({ intro: event.currentTarget.value }, false)}
            data-testid="section-intro"
          />
        ) : null}
        {section.points.length ? (
          <LinesField label="Talking points" items={section.points} max={WORKFLOW_LIMITS.pointsPerSection} onChange={(points) => onChange({ points }, false)} disabled={!editable} testId="section-points" />
        ) : null}
        {section.list.length ? <LinesField label="AI list" items={section.list} max={WORKFLOW_LIMITS.listItemsPerSection} onChange={(items) => onChange({ list: items }, false)} disabled={!editable} testId="section-list" /> : null}
      </Stack>
    </Paper>
  );
}
