import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ALERT_MS, SNACKBAR_MS } from '@core/constants';
import { createAlertStore } from './alerts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('alerts', () => {
  it('are errors by default and clear after 5 s', () => {
    const store = createAlertStore();
    store.showAlert('Could not save');
    expect(store.getState().alerts).toEqual([{ id: 1, kind: 'error', message: 'Could not save' }]);
    vi.advanceTimersByTime(ALERT_MS - 1);
    expect(store.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().alerts).toHaveLength(0);
  });

  it('take success and warning kinds', () => {
    const store = createAlertStore();
    store.showAlert('Saved', 'success');
    store.showAlert('Careful', 'warning');
    expect(store.getState().alerts.map((alert) => alert.kind)).toEqual(['success', 'warning']);
  });

  it('stay while hovered, then get a full 5 s after the pointer leaves', () => {
    const store = createAlertStore();
    const id = store.showAlert('Read me');
    vi.advanceTimersByTime(4_000);
    store.holdAlert(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getState().alerts).toHaveLength(1);
    store.releaseAlert(id);
    vi.advanceTimersByTime(ALERT_MS - 1);
    expect(store.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().alerts).toHaveLength(0);
  });

  it('can be closed at once, and a late release does not bring them back', () => {
    const store = createAlertStore();
    const id = store.showAlert('Close me');
    store.holdAlert(id);
    store.dismiss(id);
    store.releaseAlert(id);
    expect(store.getState().alerts).toHaveLength(0);
  });

  it('do not stack the same message; it restarts the clock instead', () => {
    const store = createAlertStore();
    store.showAlert('Offline');
    vi.advanceTimersByTime(3_000);
    store.showAlert('Offline');
    expect(store.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(3_000);
    expect(store.getState().alerts).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(store.getState().alerts).toHaveLength(0);
  });

  it('show at most three, dropping the oldest', () => {
    const store = createAlertStore();
    for (const message of ['a', 'b', 'c', 'd']) store.showAlert(message);
    expect(store.getState().alerts.map((alert) => alert.message)).toEqual(['b', 'c', 'd']);
  });
});

describe('snackbars', () => {
  it('clear after 3 s and tell subscribers each time', () => {
    const store = createAlertStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.showSnackbar('Project created');
    expect(store.getState().snackbars).toHaveLength(1);
    vi.advanceTimersByTime(SNACKBAR_MS);
    expect(store.getState().snackbars).toHaveLength(0);
    expect(calls).toBe(2);
  });
});
