/**
 * Words as a writer counts them: runs of letters or digits, with inner apostrophes and hyphens
 * ("don't", "long-form"); HTML tags are markup, not words.
 */
export function countWords(text: string): number {
  const words = text.replace(/<[^>]*>/g, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return words ? words.length : 0;
}
