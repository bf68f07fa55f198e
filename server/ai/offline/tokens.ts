/** Word tokens (each with its trailing whitespace), the grain the offline engine streams at. */
export function tokensOfText(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
