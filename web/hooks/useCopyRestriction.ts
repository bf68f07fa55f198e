import { useEffect, useState } from 'react';
import { refusePrint } from '@web/state/copyRestricted';

/** Form fields keep copy and paste: the restriction protects generated content, not what a person types. */
function inFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}

/**
 * Spec §4: free plans (outside team mode) may not copy, cut or print; the attempt is stopped and
 * the restricted-copy dialog explains why. Returns whether the dialog is open, and how to close it.
 */
export function useCopyRestriction(restricted: boolean): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!restricted) return;
    const block = (event: Event) => {
      if (inFormField(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    const blockPrint = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') block(event);
    };
    const beforePrint = () => setOpen(true);
    // Print buttons of the app (printOrExplain) ask this guard before calling window.print().
    const allowPrint = refusePrint();
    document.addEventListener('copy', block);
    document.addEventListener('cut', block);
    document.addEventListener('keydown', blockPrint);
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      document.removeEventListener('copy', block);
      document.removeEventListener('cut', block);
      document.removeEventListener('keydown', blockPrint);
      window.removeEventListener('beforeprint', beforePrint);
      allowPrint();
    };
  }, [restricted]);
  return { open, close: () => setOpen(false) };
}
