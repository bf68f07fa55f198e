import { useState, type DragEvent } from 'react';
import { Stack } from '@mantine/core';
import type { TOutlineSection } from '@core/api/workflows';
import { SectionCard } from './SectionCard';

type TProps = {
  sections: TOutlineSection[];
  headline: string;
  editable: boolean;
  onChangeSection: (id: string, patch: Partial<TOutlineSection>, immediate: boolean) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
};

/**
 * The outline's subheadings in order. A subheading is dragged by its handle (native HTML5 drag and
 * drop, no library) onto the place it should take; Move up and Move down do the same from the keyboard.
 */
export function OutlineSections({ sections, headline, editable, onChangeSection, onMove, onRemove }: TProps) {
  const [from, setFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setFrom(null);
    setOver(null);
  };

  const handlers = (index: number) => ({
    dropTarget: from !== null && over === index && from !== index,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', sections[index]!.heading);
      const card = event.currentTarget.closest('[data-section]');
      if (card) event.dataTransfer.setDragImage(card, 16, 16);
      setFrom(index);
    },
    onDragEnd: reset,
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (from === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (from !== null && from !== index) onMove(from, index);
      reset();
    },
  });

  return (
    <Stack gap="sm" data-testid="outline-sections">
      {sections.map((section, index) => (
        <SectionCard
          key={section.id}
          section={section}
          index={index}
          count={sections.length}
          headline={headline}
          editable={editable}
          onChange={(patch, immediate) => onChangeSection(section.id, patch, immediate)}
          onMove={(to) => onMove(index, to)}
          onRemove={() => onRemove(section.id)}
          drag={handlers(index)}
        />
      ))}
    </Stack>
  );
}
