import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';

/** Live analyses follow typing this long after a pause (the analysis of a long doc takes a few ms). */
export const TYPING_PAUSE_MS = 250;

/** The editor's HTML as an analysis tab reads it, refreshed when typing pauses while the tab shows. */
export function useDocHtml(editor: Editor, active: boolean): string {
  const [html, setHtml] = useState(() => editor.getHTML());
  useEffect(() => {
    if (!active) return;
    const refresh = () => setHtml(editor.getHTML());
    // Catch up with what was typed while the tab was hidden.
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(refresh, 0);
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, TYPING_PAUSE_MS);
    };
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor, active]);
  return html;
}
