import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { docTextIndex } from '../../highlights/docText';

/** Text refreshes this long after typing pauses. */
const TEXT_DELAY_MS = 300;

/** The doc's text as analyses read it (docTextIndex), kept current while `live`, after typing pauses. */
export function useDocText(editor: Editor, live: boolean): string {
  const [text, setText] = useState(() => docTextIndex(editor.state.doc).text);
  useEffect(() => {
    if (!live) return;
    const read = () => setText(docTextIndex(editor.state.doc).text);
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(read, TEXT_DELAY_MS);
    };
    editor.on('update', onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
    };
  }, [editor, live]);
  return text;
}
