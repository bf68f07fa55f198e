import type { TBlogScope } from '@web/api/blogs';
import { useSaveToDoc } from '@web/editor/useSaveToDoc';
import type { TChatMessage } from './chatMessages';

/**
 * "Save to doc": an answer (with its sources) becomes a doc in the active project, then the person
 * may open it in the editor or stay in the chat. Returns the save and the index being saved.
 */
export function useSaveAnswerToDoc(scope: TBlogScope) {
  const { save: saveDoc, savingKey } = useSaveToDoc(scope);

  const save = async (messages: TChatMessage[], index: number) => {
    const answer = messages[index];
    if (!answer) return;
    const question = messages.slice(0, index).findLast((message) => message.role === 'user')?.content ?? '';
    await saveDoc(String(index), async () => {
      // The Markdown converter loads with the first save, not with the chat.
      const { answerToDoc } = await import('./answerToDoc');
      const doc = answerToDoc(question, answer.content, answer.citations ?? [], window.location.origin);
      return { title: doc.title, html: doc.html, topic: question, inputType: 'factgpt', detail: 'with its sources listed at the end' };
    });
  };
  return { save, savingIndex: savingKey === null ? null : Number(savingKey) };
}
