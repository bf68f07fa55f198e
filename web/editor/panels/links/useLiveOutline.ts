import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { docOutline, type TDocOutline } from '@core/analysis/interlinking';

/** Pause in typing before the live doc is read again. */
const DEBOUNCE_MS = 300;

/**
 * The live doc's text, headings and links, read again when typing pauses (while the tab shows):
 * a suggestion whose anchor was edited away, or whose target a co-editor linked, drops out at once.
 */
export function useLiveOutline(editor: Editor, active: boolean): TDocOutline {
  const [outline, setOutline] = useState(() => docOutline(editor.state.doc));
  useEffect(() => {
    if (!active) return;
    const read = () => setOutline(docOutline(editor.state.doc));
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(read, DEBOUNCE_MS);
    };
    editor.on('update', update);
    return () => {
      clearTimeout(timer);
      editor.off('update', update);
    };
  }, [editor, active]);
  return outline;
}
