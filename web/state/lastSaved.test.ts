import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSAVED_WARNING_ROUTE_MS, UNSAVED_WARNING_SHORT_MS } from '@core/constants';
import { getLastSavedAt, recordSave, resetLastSaved, subscribeLastSaved, unsavedWorkAtRisk } from './lastSaved';

afterEach(() => resetLastSaved());

describe('the last-saved clock', () => {
  it('starts empty, so nothing asks before leaving', () => {
    expect(getLastSavedAt()).toBeNull();
    expect(unsavedWorkAtRisk(UNSAVED_WARNING_SHORT_MS, 10_000_000)).toBe(false);
  });

  it('asks once the last save is older than the threshold, not at it', () => {
    recordSave(1_000_000);
    expect(unsavedWorkAtRisk(UNSAVED_WARNING_SHORT_MS, 1_000_000 + UNSAVED_WARNING_SHORT_MS)).toBe(false);
    expect(unsavedWorkAtRisk(UNSAVED_WARNING_SHORT_MS, 1_000_000 + UNSAVED_WARNING_SHORT_MS + 1)).toBe(true);
    expect(unsavedWorkAtRisk(UNSAVED_WARNING_ROUTE_MS, 1_000_000 + UNSAVED_WARNING_SHORT_MS + 1)).toBe(false);
  });

  it('forgets the save on reset and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLastSaved(listener);
    recordSave(5);
    resetLastSaved();
    expect(getLastSavedAt()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    recordSave(6);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uses the current time when a save gives none', () => {
    vi.useFakeTimers({ now: 42_000 });
    recordSave();
    expect(getLastSavedAt()).toBe(42_000);
    vi.useRealTimers();
  });
});
