/** How many colours sources cycle through (plagiarism.css defines lf-plag-c0 … lf-plag-c7). */
export const SOURCE_COLOURS = 8;

/** The CSS class that colours a source's passages, the same in the page, the side-by-side view and the editor. */
export function sourceColourClass(sourceIndex: number): string {
  return `lf-plag-c${sourceIndex % SOURCE_COLOURS}`;
}
