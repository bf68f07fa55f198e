/** "1 passage", "3 passages", "0 pages": a count with its noun in the right number (regular English plurals). */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
