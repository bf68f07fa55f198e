import { z } from 'zod';

/** Up to three short questions the person might ask next. */
export const ZFollowUps = z.array(z.string().trim().min(3).max(200)).max(3);

/** Reads the model's one-question-a-line answer: numbering and bullets removed, blanks dropped. */
export function parseFollowUps(text: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line.length >= 3)
    .map((line) => line.slice(0, 200));
  return ZFollowUps.parse(lines.slice(0, 3));
}
