import { createDialogStore } from './dialogStore';

/**
 * The copy-restricted dialog (spec §2/§4) opened from outside the copy and print guard: a refused
 * export (403 copy_restricted) opens the same dialog the guard shows.
 */
const store = createDialogStore<true>();
export const openCopyRestricted = () => store.open(true);
export const closeCopyRestricted = store.close;
export const useCopyRestrictedRequest = store.use;
