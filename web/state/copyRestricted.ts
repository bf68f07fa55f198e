import { createDialogStore } from './dialogStore';

/**
 * The copy-restricted dialog (spec §2/§4) opened from outside the copy and print guard: a refused
 * export (403 copy_restricted) or a refused Print menu item opens the same dialog the guard shows.
 */
const store = createDialogStore<true>();
export const openCopyRestricted = () => store.open(true);
export const closeCopyRestricted = store.close;
export const useCopyRestrictedRequest = store.use;

// How many mounted copy guards (useCopyRestriction) currently refuse printing.
let printRefusals = 0;

/** The copy guard calls this while the copy rule refuses printing; the returned function lifts it. */
export function refusePrint(): () => void {
  printRefusals += 1;
  let lifted = false;
  return () => {
    if (lifted) return;
    lifted = true;
    printRefusals -= 1;
  };
}

/**
 * Print from a button or menu: the browser's print dialog, or, where the copy rule refuses it, the
 * copy-restricted dialog instead (window.print() would print before the guard could stop it).
 */
export function printOrExplain(): void {
  if (printRefusals > 0) openCopyRestricted();
  else window.print();
}
