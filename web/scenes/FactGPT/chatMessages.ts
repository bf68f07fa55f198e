import type { TChatItem } from '@core/api/chat';
import type { TStreamEvent } from '@core/api/generate';

/** A message on screen: a stored chat item, plus the state of an answer still arriving or failed. */
export type TChatMessage = TChatItem & { streaming?: boolean; failed?: string };

/** Applies one stream event to the answer being written. */
export function applyStreamEvent(message: TChatMessage, event: TStreamEvent): TChatMessage {
  switch (event.event) {
    case 'meta':
      return { ...message, engine: event.data.engine, model: event.data.model };
    case 'token':
      return { ...message, content: message.content + event.data.text };
    case 'citations':
      return { ...message, citations: event.data.citations };
    case 'done':
      return { ...message, streaming: false, ...(event.data.notice ? { notice: event.data.notice } : {}) };
    case 'error':
      return { ...message, streaming: false, failed: event.data.message };
    default:
      return message;
  }
}

/** What is stored and sent as context: finished items only (a question whose answer failed goes too). */
export function storableHistory(messages: readonly TChatMessage[]): TChatItem[] {
  const items: TChatItem[] = [];
  for (const { streaming, failed, ...item } of messages) {
    if (failed) {
      if (items.at(-1)?.role === 'user') items.pop();
      continue;
    }
    if (!streaming) items.push(item);
  }
  return items;
}
