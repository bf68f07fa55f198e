import type { TStreamEvent } from '@core/api/generate';

/** The events of a server-sent-events body, in order (tests read our stream with it). */
export function parseSseEvents(body: string): TStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) } as TStreamEvent;
    });
}

/** The answer text of a stream: its token events joined. */
export function streamedText(events: readonly TStreamEvent[]): string {
  return events.map((event) => (event.event === 'token' ? event.data.text : '')).join('');
}
