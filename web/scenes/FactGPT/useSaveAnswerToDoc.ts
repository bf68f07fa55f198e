import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { blogEditorPath, blogListRoot, saveBlog, type TBlogScope } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import type { TChatMessage } from './chatMessages';

/**
 * "Save to doc": an answer (with its sources) becomes a doc in the active project, then the person
 * may open it in the editor or stay in the chat. Returns the save and the index being saved.
 */
export function useSaveAnswerToDoc(scope: TBlogScope) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [savingIndex, setSavingIndex] = useState<number | null>(null);

  const save = async (messages: TChatMessage[], index: number) => {
    const answer = messages[index];
    if (!answer || !scope.projectId) return;
    const question = messages.slice(0, index).findLast((message) => message.role === 'user')?.content ?? '';
    setSavingIndex(index);
    let blog: Awaited<ReturnType<typeof saveBlog>>;
    try {
      // The Markdown converter loads with the first save, not with the chat.
      const { answerToDoc } = await import('./answerToDoc');
      const doc = answerToDoc(question, answer.content, answer.citations ?? [], window.location.origin);
      blog = await saveBlog({
        unique_id: scope.uid,
        team_id: scope.teamId,
        project_id: scope.projectId,
        title: doc.title,
        copy_to_save: doc.html,
        user_input: { topic: question.slice(0, 2_000) },
        input_type: 'factgpt',
        output_type: 'blog',
      });
    } catch (error) {
      showAlert(errorMessage(error));
      return;
    } finally {
      // The spinner is for the save only: it stops before the question below opens.
      setSavingIndex(null);
    }
    void client.invalidateQueries({ queryKey: blogListRoot(scope.uid) });
    const open = await askConfirmation({
      title: 'Saved to Docs',
      message: `“${blog.title}” is now a doc in this project, with its sources listed at the end. Open it in the editor?`,
      confirmLabel: 'Open doc',
      cancelLabel: 'Stay here',
    });
    if (open) void navigate(blogEditorPath(blog._id));
  };
  return { save, savingIndex };
}
