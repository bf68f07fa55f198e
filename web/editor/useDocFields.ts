import { useCallback, useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { BLOG_EMPTY_MESSAGE, type TBlog } from '@core/api/blogs';
import { DOC_META_MAP, readDocMeta, writeDocMeta } from '@core/editor/docMeta';
import { saveBlog } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { fieldsOf, saveInput, type TDocFields } from './docFields';
import type { TCollabState } from './useCollaborativeDoc';

export type TDocFieldsState = {
  fields: TDocFields;
  /** Writes into the shared document (which syncs and stores it like the text); ignored until it has synced. */
  setFields: (patch: Partial<TDocFields>) => void;
  /** The Save button's call is under way. A failed one loses nothing (the edits persist as Yjs updates): it says so in an alert. */
  saving: boolean;
  /** The Save button and Ctrl+S (and export, first, `quiet`: no "Saved" note): stores now, and says so when there is no text. */
  saveNow: (options?: { quiet?: boolean }) => Promise<boolean>;
};

/**
 * The title and side-panel fields, held in the doc's Yjs meta map (core/editor/docMeta.ts), so
 * co-editors see each other's changes live and edits to different fields merge. Before the first
 * sync the row's values show (read-only); the server seeds the map of an older doc from its row.
 */
export function useDocFields(blog: TBlog, collab: TCollabState, editorText: () => { html: string; text: string }): TDocFieldsState {
  const [fields, setFieldsState] = useState<TDocFields>(() => fieldsOf(blog));
  const [saving, setSaving] = useState(false);
  const { doc, synced } = collab;
  const textRef = useRef(editorText);
  useEffect(() => {
    textRef.current = editorText;
  });

  useEffect(() => {
    if (!synced) return;
    const map = doc.getMap(DOC_META_MAP);
    const refresh = () => setFieldsState({ ...fieldsOf(blog), ...readDocMeta(doc) });
    refresh();
    map.observe(refresh);
    return () => map.unobserve(refresh);
  }, [doc, synced, blog]);

  const setFields = useCallback(
    (patch: Partial<TDocFields>) => {
      // Written before the sync, a field could lose to the stored value it never saw.
      if (synced) writeDocMeta(doc, patch);
    },
    [doc, synced],
  );

  const saveNow = useCallback(async (options: { quiet?: boolean } = {}): Promise<boolean> => {
    const { html, text } = textRef.current();
    if (!text.trim()) {
      showAlert(BLOG_EMPTY_MESSAGE, 'warning');
      return false;
    }
    setSaving(true);
    try {
      await saveBlog(saveInput(blog, html, Y.encodeStateAsUpdate(doc)));
      if (!options.quiet) showSnackbar('Saved');
      return true;
    } catch (error) {
      showAlert(errorMessage(error), 'error');
      return false;
    } finally {
      setSaving(false);
    }
  }, [blog, doc]);

  return { fields, setFields, saving, saveNow };
}
