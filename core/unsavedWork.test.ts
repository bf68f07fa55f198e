import { describe, expect, it } from 'vitest';
import { UNSAVED_WARNING_ROUTE_MS, UNSAVED_WARNING_SHORT_MS } from './constants';
import { needsLeaveConfirmation } from './unsavedWork';

describe('needsLeaveConfirmation', () => {
  const now = 1_000_000;
  it('asks only when the last save is older than the threshold', () => {
    expect(needsLeaveConfirmation(now - 60_001, now, UNSAVED_WARNING_SHORT_MS)).toBe(true);
    expect(needsLeaveConfirmation(now - 60_000, now, UNSAVED_WARNING_SHORT_MS)).toBe(false);
    expect(needsLeaveConfirmation(now - 119_000, now, UNSAVED_WARNING_ROUTE_MS)).toBe(false);
    expect(needsLeaveConfirmation(now - 121_000, now, UNSAVED_WARNING_ROUTE_MS)).toBe(true);
  });
  it('never asks when no editor has recorded a save', () => {
    expect(needsLeaveConfirmation(null, now, UNSAVED_WARNING_SHORT_MS)).toBe(false);
  });
});
