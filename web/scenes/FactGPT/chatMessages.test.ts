import { describe, expect, it } from 'vitest';
import { applyStreamEvent, storableHistory, type TChatMessage } from './chatMessages';

describe('chat messages', () => {
  it('builds an answer from its stream events', () => {
    let answer: TChatMessage = { role: 'assistant', content: '', streaming: true };
    answer = applyStreamEvent(answer, { event: 'meta', data: { engine: 'offline', model: 'offline', chat_id: 'c1' } });
    answer = applyStreamEvent(answer, { event: 'token', data: { text: 'Hello ' } });
    answer = applyStreamEvent(answer, { event: 'token', data: { text: 'world' } });
    answer = applyStreamEvent(answer, {
      event: 'done',
      data: { finish_reason: 'stop', words: 2, credits_charged: 0, notice: 'Connect a model to write this.', chat_id: 'c1' },
    });
    expect(answer).toEqual({
      role: 'assistant',
      content: 'Hello world',
      engine: 'offline',
      model: 'offline',
      streaming: false,
      notice: 'Connect a model to write this.',
    });
  });

  it('stores finished items only', () => {
    const messages: TChatMessage[] = [
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1', streaming: false },
      { role: 'user', content: 'Q2' },
      { role: 'assistant', content: '', failed: 'No credits' },
    ];
    expect(storableHistory(messages)).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
    ]);
  });
});
