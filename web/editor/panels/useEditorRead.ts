import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { docOutline, type TDocOutline } from '@core/analysis/interlinking';
import { docTextIndex } from '../highlights/docText';

/** Live analyses read the doc again this long after typing pauses (a long doc's read takes a few ms). */
export const TYPING_PAUSE_MS = 250;

/**
 * What an analysis tab reads from the live doc (its HTML, its text, its outline), read again when
 * typing pauses while the tab shows, and at once when it comes back into view. `read` must be a
 * stable function (module level), or every render would read again.
 */
export function useEditorRead<T>(editor: Editor, active: boolean, read: (editor: Editor) => T): T {
  const [value, setValue] = useState(() => read(editor));
  useEffect(() => {
    if (!active) return;
    const refresh = () => setValue(read(editor));
    // Catch up with what was typed while the tab was hidden.
    refresh();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, TYPING_PAUSE_MS);
    };
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor, active, read]);
  return value;
}

/** The readers the tabs use, at module level so they stay the same function across renders. */
export const readHtml = (editor: Editor): string => editor.getHTML();
/** The doc's text as analyses index it (docTextIndex: the same text as the editor's getText). */
export const readText = (editor: Editor): string => docTextIndex(editor.state.doc).text;
/** The doc's text with its headings and links (interlinking). */
export const readOutline = (editor: Editor): TDocOutline => docOutline(editor.state.doc);
