import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { unsavedEdits } from './unsavedEdits';
import { forgetAllUnsavedEdits } from './unsavedEditsStorage';

/** A Storage over a Map (the browser's localStorage is not in Node); `full` makes writes throw as a full quota does. */
function memoryStorage(options: { full?: boolean } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (options.full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Types into a Y.Text and returns the updates the doc emitted. */
function typeUpdates(doc: Y.Doc, words: string[]): Uint8Array[] {
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  for (const word of words) doc.getText('t').insert(doc.getText('t').length, word);
  return updates;
}

describe('unsavedEdits', () => {
  it('keeps edits across a page load: a new page gets them back as one update', () => {
    const storage = memoryStorage();
    const before = new Y.Doc();
    const kept = unsavedEdits('doc-1', storage);
    for (const update of typeUpdates(before, ['Typed ', 'while ', 'offline.'])) kept.add(update);

    const after = new Y.Doc();
    const restored = unsavedEdits('doc-1', storage).load();
    expect(restored).not.toBeNull();
    Y.applyUpdate(after, restored!);
    expect(after.getText('t').toString()).toBe('Typed while offline.');
    expect(unsavedEdits('doc-2', storage).load()).toBeNull();
  });

  it('forgets them once the server has them', () => {
    const storage = memoryStorage();
    const kept = unsavedEdits('doc-1', storage);
    for (const update of typeUpdates(new Y.Doc(), ['a', 'b'])) kept.add(update);
    kept.clear();
    expect(unsavedEdits('doc-1', storage).load()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('keeps working when storage is full or missing', () => {
    const full = unsavedEdits('doc-1', memoryStorage({ full: true }));
    const none = unsavedEdits('doc-1', null);
    for (const update of typeUpdates(new Y.Doc(), ['a'])) {
      expect(() => full.add(update)).not.toThrow();
      expect(() => none.add(update)).not.toThrow();
    }
    expect(full.load()).toBeNull();
    expect(none.load()).toBeNull();
  });

  it('signing out forgets every doc’s kept edits and nothing else', () => {
    const storage = memoryStorage();
    storage.setItem('longform:announcement-closed', 'x');
    for (const id of ['doc-1', 'doc-2']) {
      const kept = unsavedEdits(id, storage);
      for (const update of typeUpdates(new Y.Doc(), [id])) kept.add(update);
    }
    forgetAllUnsavedEdits(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('longform:announcement-closed')).toBe('x');
  });
});
