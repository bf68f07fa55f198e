import type { TProviderDialogCode } from '@web/api/statusReaction';
import { createDialogStore } from './dialogStore';

/** The language-provider error dialog's data (spec §2, §8): the provider's status, its message, and a status page link for 440. */
export type TProviderError = { code: TProviderDialogCode; message: string; statusUrl: string | null };

const store = createDialogStore<TProviderError>();
export const openProviderError = store.open;
export const closeProviderError = store.close;
export const getProviderError = store.get;
export const useProviderError = store.use;
