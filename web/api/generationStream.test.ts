import { describe, expect, it } from 'vitest';
import { SseParser, toStreamEvent } from './generationStream';

describe('SseParser', () => {
  it('joins events split anywhere across pieces, CRLF included', () => {
    const parser = new SseParser();
    const text = 'event: meta\r\ndata: {"engine":"offline","model":"offline"}\r\n\r\nevent: token\ndata: {"text":"Hel"}\n\n: ping\n\nevent: token\ndata: {"text":"lo"}\n\n';
    const events = [];
    for (let i = 0; i < text.length; i += 7) events.push(...parser.push(text.slice(i, i + 7)));
    expect(events).toEqual([
      { event: 'meta', data: '{"engine":"offline","model":"offline"}' },
      { event: 'token', data: '{"text":"Hel"}' },
      { event: 'token', data: '{"text":"lo"}' },
    ]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('event: done\ndata: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'done', data: '{"a":1}' }]);
  });

  it('joins several data lines with a newline', () => {
    expect(new SseParser().push('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('toStreamEvent', () => {
  it('checks events against the contract and drops what does not fit', () => {
    expect(toStreamEvent({ event: 'token', data: '{"text":"hi"}' })).toEqual({ event: 'token', data: { text: 'hi' } });
    expect(toStreamEvent({ event: 'token', data: '{"txt":"hi"}' })).toBeNull();
    expect(toStreamEvent({ event: 'token', data: 'not json' })).toBeNull();
    expect(toStreamEvent({ event: 'surprise', data: '{}' })).toBeNull();
    expect(toStreamEvent({ event: 'error', data: '{"status":440,"error":"provider_server","message":"Down"}' })).toEqual({
      event: 'error',
      data: { status: 440, error: 'provider_server', message: 'Down' },
    });
  });
});
