import { describe, expect, it } from 'vitest';
import { parseContinuation } from './schema';

const draft = 'Our garden started small. By the second spring the tomatoes had taken over the fence.';

describe('write-for-me continuation', () => {
  it('is the continuation, trimmed', () => {
    expect(parseContinuation(' We built a second bed. ', draft, 50)).toBe('We built a second bed.');
  });

  it('drops the draft’s last words when the model repeats them first', () => {
    expect(parseContinuation('the tomatoes had taken over the fence. So we built a trellis.', draft, 50)).toBe('So we built a trellis.');
    // A short overlap is not an echo.
    expect(parseContinuation('fence posts came next.', draft, 50)).toBe('fence posts came next.');
  });

  it('treats a blank answer, or only the echo, as the model failing', () => {
    expect(() => parseContinuation('   ', draft, 50)).toThrow(expect.objectContaining({ id: 'model_failed' }));
    expect(() => parseContinuation('By the second spring the tomatoes had taken over the fence.', draft, 50)).toThrow(
      expect.objectContaining({ id: 'model_failed' }),
    );
  });

  it('cuts a continuation far longer than asked at a word', () => {
    const parsed = parseContinuation('and more '.repeat(500), draft, 20);
    expect(parsed.length).toBeLessThanOrEqual(280);
    expect(parsed.endsWith('more') || parsed.endsWith('and')).toBe(true);
  });
});
