import { useSyncExternalStore } from 'react';

/**
 * Confirmation requests ("Log out anyway?", "Delete project?") as a promise-returning call. A host
 * component shows them; the dialog's code loads only when the first one is asked, which keeps the
 * modal machinery out of the first page load.
 */
export type TConfirmOptions = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
};
export type TConfirmRequest = TConfirmOptions & { id: number; answer: (confirmed: boolean) => void };

let current: TConfirmRequest | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: TConfirmRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the question; resolves true on confirm, false on cancel or close. A new question replaces an open one. */
export function askConfirmation(options: TConfirmOptions): Promise<boolean> {
  current?.answer(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    publish({
      ...options,
      id,
      answer: (confirmed) => {
        if (current?.id === id) publish(null);
        resolve(confirmed);
      },
    });
  });
}

export function getConfirmRequest(): TConfirmRequest | null {
  return current;
}

export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConfirmRequest(): TConfirmRequest | null {
  return useSyncExternalStore(subscribeConfirm, getConfirmRequest);
}
