import { describe, expect, it } from 'vitest';
import { isClean, saveStatusLabel, type TSaveState } from './saveStatus';

const clean: TSaveState = { textPending: false, connected: true, savePending: false, lastSavedAt: 1_000_000 };

describe('save status', () => {
  it('says saved with the age of the last save', () => {
    expect(saveStatusLabel(clean, 1_003_000)).toBe('Saved just now');
    expect(saveStatusLabel(clean, 1_030_000)).toBe('Saved 30 s ago');
    expect(saveStatusLabel(clean, 1_090_000)).toMatch(/^Saved at /);
    expect(isClean(clean)).toBe(true);
  });

  it('says saving while edits wait or Save is under way, and offline when edits wait without a connection', () => {
    expect(saveStatusLabel({ ...clean, textPending: true }, 1_000_000)).toBe('Saving…');
    expect(saveStatusLabel({ ...clean, savePending: true }, 1_000_000)).toBe('Saving…');
    expect(isClean({ ...clean, textPending: true })).toBe(false);
    expect(saveStatusLabel({ ...clean, connected: false, textPending: true }, 1_000_000)).toMatch(/^Offline/);
    expect(isClean({ ...clean, connected: false })).toBe(false);
  });
});
