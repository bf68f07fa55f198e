import { describe, expect, it } from 'vitest';
import { askConfirmation, getConfirmRequest } from './confirm';

const options = { title: 'Log out?', message: 'Unsaved work will be lost.', confirmLabel: 'Log out anyway' };

describe('askConfirmation', () => {
  it('resolves with the answer and closes the request', async () => {
    const answer = askConfirmation(options);
    expect(getConfirmRequest()?.title).toBe('Log out?');
    getConfirmRequest()?.answer(true);
    await expect(answer).resolves.toBe(true);
    expect(getConfirmRequest()).toBeNull();
  });

  it('cancels an open question when a new one is asked', async () => {
    const first = askConfirmation(options);
    const second = askConfirmation({ ...options, title: 'Switch project?' });
    await expect(first).resolves.toBe(false);
    expect(getConfirmRequest()?.title).toBe('Switch project?');
    getConfirmRequest()?.answer(false);
    await expect(second).resolves.toBe(false);
  });
});
