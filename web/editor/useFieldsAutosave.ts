import { useCallback, useEffect, useRef, useState } from 'react';
import { BLOG_EMPTY_MESSAGE, type TBlog } from '@core/api/blogs';
import { errorMessage } from '@web/api/client';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { fieldsOf, saveInput, type TDocFields } from './docFields';
import { saveBlog } from '@web/api/blogs';
import { saveBlogOnExit } from './editorApi';

/** A pause in typing this long saves the side panel; a failed save retries after the second delay. */
const FIELDS_SAVE_DELAY_MS = 1_500;
const FIELDS_RETRY_MS = 5_000;

export type TFieldsAutosave = {
  fields: TDocFields;
  setFields: (patch: Partial<TDocFields>) => void;
  pending: boolean;
  failed: boolean;
  /** Fields changed on a doc with no text yet: the save rule keeps them until there is some. */
  waitingForText: boolean;
  /** The Save button and Ctrl+S: saves now, and says so when there is no text. */
  saveNow: () => Promise<boolean>;
  hasUnsaved: () => boolean;
  /** The editor's text changed: fields that waited for text get saved. */
  textChanged: () => void;
};

/**
 * Saves the title and side-panel fields (and the HTML of the moment) through the save call a
 * moment after each change, on the Save button, and when the editor is left or the tab hidden.
 */
export function useFieldsAutosave(blog: TBlog, editorText: () => { html: string; text: string }): TFieldsAutosave {
  const [fields, setFieldsState] = useState<TDocFields>(() => fieldsOf(blog));
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [waitingForText, setWaitingForText] = useState(false);
  const fieldsRef = useRef(fields);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const textRef = useRef(editorText);
  const retry = useRef<() => void>(() => undefined);
  useEffect(() => {
    textRef.current = editorText;
  });

  const save = useCallback(
    async (explicit: boolean): Promise<boolean> => {
      clearTimeout(timer.current);
      const { html, text } = textRef.current();
      if (!text.trim()) {
        if (explicit) showAlert(BLOG_EMPTY_MESSAGE, 'warning');
        setWaitingForText(dirty.current);
        return false;
      }
      setWaitingForText(false);
      const snapshot = fieldsRef.current;
      const wasDirty = dirty.current;
      dirty.current = false;
      setPending(true);
      try {
        await saveBlog(saveInput(blog, snapshot, html));
        setFailed(false);
        if (!dirty.current) setPending(false);
        if (explicit) showSnackbar('Saved');
        return true;
      } catch (error) {
        dirty.current = dirty.current || wasDirty || explicit;
        setFailed(true);
        if (explicit) showAlert(errorMessage(error), 'error');
        timer.current = setTimeout(() => retry.current(), FIELDS_RETRY_MS);
        return false;
      }
    },
    [blog],
  );

  useEffect(() => {
    retry.current = () => void save(false);
  }, [save]);

  const setFields = useCallback(
    (patch: Partial<TDocFields>) => {
      fieldsRef.current = { ...fieldsRef.current, ...patch };
      setFieldsState(fieldsRef.current);
      dirty.current = true;
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(false), FIELDS_SAVE_DELAY_MS);
    },
    [save],
  );

  // Leaving the editor, or the tab going to the background (phones kill those), saves what waits.
  useEffect(() => {
    const flush = () => {
      if (!dirty.current) return;
      const { html, text } = textRef.current();
      if (!text.trim()) return;
      dirty.current = false;
      saveBlogOnExit(saveInput(blog, fieldsRef.current, html));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer.current);
      flush();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [blog]);

  const saveNow = useCallback(() => save(true), [save]);
  const hasUnsaved = useCallback(() => dirty.current, []);
  const textChanged = useCallback(() => {
    if (!dirty.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(false), FIELDS_SAVE_DELAY_MS);
  }, [save]);
  return { fields, setFields, pending: pending && !waitingForText, failed, waitingForText, saveNow, hasUnsaved, textChanged };
}
