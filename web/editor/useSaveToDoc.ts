import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TBlog } from '@core/api/blogs';
import { blogEditorPath, blogListRoot, saveBlog, type TBlogScope } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { showAlert } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';

/** What becomes a doc: its title and HTML, what it was written from, and how the confirmation describes it. */
export type TDocDraft = {
  title: string;
  html: string;
  /** The doc's topic field (the question or the values it was written from). */
  topic: string;
  /** The feature that wrote it (the doc's input_type). */
  inputType: string;
  /** Said after "“<title>” is now a doc in this project": what the doc holds besides the text. */
  detail?: string;
};

/**
 * "Save to doc" for any generated text (a FactGPT answer, a writing tool's result): `draft` builds
 * the doc (it may load the Markdown converter), the doc is created in the active project, then the
 * person may open it in the editor or stay. `savingKey` names what is being saved, for its spinner.
 */
export function useSaveToDoc(scope: TBlogScope) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [savingKey, setSavingKey] = useState<string | null>(null);

  const save = async (key: string, draft: () => Promise<TDocDraft>) => {
    if (!scope.projectId) return;
    setSavingKey(key);
    let blog: TBlog;
    let detail = '';
    try {
      const doc = await draft();
      detail = doc.detail ? `, ${doc.detail}` : '';
      blog = await saveBlog({
        unique_id: scope.uid,
        team_id: scope.teamId,
        project_id: scope.projectId,
        title: doc.title,
        copy_to_save: doc.html,
        user_input: { topic: doc.topic.slice(0, 2_000) },
        input_type: doc.inputType,
        output_type: 'blog',
      });
    } catch (error) {
      showAlert(errorMessage(error));
      return;
    } finally {
      // The spinner is for the save only: it stops before the question below opens.
      setSavingKey(null);
    }
    void client.invalidateQueries({ queryKey: blogListRoot(scope.uid) });
    const open = await askConfirmation({
      title: 'Saved to Docs',
      message: `“${blog.title}” is now a doc in this project${detail}. Open it in the editor?`,
      confirmLabel: 'Open doc',
      cancelLabel: 'Stay here',
    });
    if (open) void navigate(blogEditorPath(blog._id));
  };
  return { save, savingKey };
}
