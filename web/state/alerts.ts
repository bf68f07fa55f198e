import { useSyncExternalStore } from 'react';
import { ALERT_MS, SNACKBAR_MS } from '@core/constants';

/**
 * Alerts and snackbars (spec §4, §9). Alerts (error by default) clear after 5 s unless the pointer
 * rests on them; snackbars are brief confirmations that clear after 3 s. The timers live here, not in
 * a UI library, so pausing on hover is guaranteed and testable.
 */
export type TAlertKind = 'error' | 'success' | 'warning';
export type TAlert = { id: number; kind: TAlertKind; message: string };
export type TSnackbar = { id: number; message: string };
export type TAlertState = { alerts: TAlert[]; snackbars: TSnackbar[] };

/** More than this many at once would cover the page; the oldest goes first. */
const MAX_VISIBLE = 3;

export function createAlertStore(durations = { alertMs: ALERT_MS, snackbarMs: SNACKBAR_MS }) {
  let state: TAlertState = { alerts: [], snackbars: [] };
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const setState = (next: TAlertState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const stopTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const startTimer = (id: number, ms: number) => {
    stopTimer(id);
    timers.set(id, setTimeout(() => dismiss(id), ms));
  };

  function dismiss(id: number): void {
    stopTimer(id);
    setState({
      alerts: state.alerts.filter((alert) => alert.id !== id),
      snackbars: state.snackbars.filter((snackbar) => snackbar.id !== id),
    });
  }

  function trim<T extends { id: number }>(items: T[]): T[] {
    const dropped = items.slice(0, Math.max(0, items.length - MAX_VISIBLE));
    for (const item of dropped) stopTimer(item.id);
    return items.slice(-MAX_VISIBLE);
  }

  /** Shows an alert; the same message already on screen gets a fresh 5 s instead of a twin. */
  function showAlert(message: string, kind: TAlertKind = 'error'): number {
    const same = state.alerts.find((alert) => alert.message === message && alert.kind === kind);
    if (same) {
      startTimer(same.id, durations.alertMs);
      return same.id;
    }
    const id = nextId++;
    setState({ ...state, alerts: trim([...state.alerts, { id, kind, message }]) });
    startTimer(id, durations.alertMs);
    return id;
  }

  function showSnackbar(message: string): number {
    const id = nextId++;
    setState({ ...state, snackbars: trim([...state.snackbars, { id, message }]) });
    startTimer(id, durations.snackbarMs);
    return id;
  }

  /** The pointer is on the alert: keep it until the pointer leaves. */
  function holdAlert(id: number): void {
    stopTimer(id);
  }

  /** The pointer left: give the reader a full 5 s again rather than whatever was left before. */
  function releaseAlert(id: number): void {
    if (state.alerts.some((alert) => alert.id === id)) startTimer(id, durations.alertMs);
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    showAlert,
    showSnackbar,
    holdAlert,
    releaseAlert,
    dismiss,
  };
}

/** The page's one alert store. */
export const alertStore = createAlertStore();
export const showAlert = alertStore.showAlert;
export const showSnackbar = alertStore.showSnackbar;

export function useAlertState(): TAlertState {
  return useSyncExternalStore(alertStore.subscribe, alertStore.getState);
}
