import type { Editor } from '@tiptap/react';
import type { TBlog } from '@core/api/blogs';
import type { TDocFields } from '../docFields';

/** What each analysis tab of the editor's side panel (SEO, Plagiarism, Links) is given. */
export type TPanelTabProps = {
  editor: Editor;
  blog: TBlog;
  teamId: string | null;
  fields: TDocFields;
  setFields: (patch: Partial<TDocFields>) => void;
  /** Until the shared document has synced. */
  readOnly: boolean;
  /** Whether the tab is the one showing (a hidden tab clears its marks and stops live work). */
  active: boolean;
};
