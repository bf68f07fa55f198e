import { WORKFLOW_LIMITS, type TOutlineSection } from '@core/api/workflows';

const keyOf = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** A list with one item moved from one place to another (places outside the list are clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(to, list.length - 1));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** A new subheading with an id that stays with it through reorders. */
export function newSection(heading: string): TOutlineSection {
  return { id: crypto.randomUUID(), heading: heading.trim().slice(0, WORKFLOW_LIMITS.headlineChars), intro: '', points: [], list: [] };
}

/** Sections made from generated subheadings (blank ones left out, at most the outline's limit). */
export function sectionsFromHeadings(headings: readonly string[]): TOutlineSection[] {
  return headings.filter((heading) => heading.trim()).slice(0, WORKFLOW_LIMITS.sections).map(newSection);
}

/**
 * Talking points generated for the whole outline, put on their subheadings: matched by heading
 * (case and spacing aside), else by position when the answer has one entry per subheading.
 * Subheadings the answer does not cover keep theirs.
 */
export function applyTalkingPoints(sections: readonly TOutlineSection[], answer: ReadonlyArray<{ heading: string; points: string[] }>): TOutlineSection[] {
  const byHeading = new Map(answer.map((entry) => [keyOf(entry.heading), entry.points]));
  const byPosition = answer.length === sections.length;
  return sections.map((section, index) => {
    const points = byHeading.get(keyOf(section.heading)) ?? (byPosition ? answer[index]!.points : undefined);
    return points ? { ...section, points: points.filter((point) => point.trim()).slice(0, WORKFLOW_LIMITS.pointsPerSection) } : section;
  });
}

/** Lines typed one item a line, as the list they stand for (blank lines left out). */
export function linesToItems(text: string, max: number): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, max);
}
