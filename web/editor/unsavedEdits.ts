import * as Y from 'yjs';
import { safeLocalStorage, UNSAVED_EDITS_PREFIX } from './unsavedEditsStorage';
/** Beyond this a browser's storage is not the place: the edits stay in memory only (and the leave guards ask). */
const MAX_STORED_CHARS = 2_000_000;

export type TUnsavedEdits = {
  /** The edits kept from an earlier page (a reload, a closed tab, a crash), merged into one update. */
  load: () => Uint8Array | null;
  add: (update: Uint8Array) => void;
  /** The server has every edit: nothing is left to keep. */
  clear: () => void;
};

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * The Yjs updates of one doc that the server has not acknowledged, kept in this browser until it
 * has, so a reload or a closed tab while offline does not lose them: the next open applies them
 * and the provider sends them. Storage that is full or disabled keeps them in memory only.
 */
export function unsavedEdits(blogId: string, storage: Storage | null = safeLocalStorage()): TUnsavedEdits {
  const key = `${UNSAVED_EDITS_PREFIX}${blogId}`;
  let pending: Uint8Array | null = null;
  return {
    load: () => {
      try {
        const stored = storage?.getItem(key);
        pending = stored ? fromBase64(stored) : null;
      } catch {
        pending = null;
      }
      return pending;
    },
    add: (update) => {
      pending = pending ? Y.mergeUpdates([pending, update]) : update;
      try {
        const encoded = toBase64(pending);
        if (encoded.length <= MAX_STORED_CHARS) storage?.setItem(key, encoded);
      } catch {
        // Full or disabled storage: the edits are still in memory and on their way to the server.
      }
    },
    clear: () => {
      pending = null;
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing stored, or storage disabled.
      }
    },
  };
}
