/**
 * The question a signed-out visitor asked (spec §2: the dashboard hands it over as ?factgpt=…). A
 * bare flag (?factgpt, ?factgpt=true) carries no question.
 */
export function rememberedQuestion(search: string): string | null {
  const value = new URLSearchParams(search).get('factgpt')?.trim();
  if (!value || value === 'true' || value === '1') return null;
  return value.slice(0, 8_000);
}
