import { forgetAllUnsavedEdits } from '@web/editor/unsavedEditsStorage';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiJson, apiRequest } from './client';

/** better-auth's GET /api/auth/get-session: null when signed out. */
const ZSession = z
  .object({
    session: z.object({ id: z.string(), userId: z.string() }),
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  })
  .nullable();
export type TSession = NonNullable<z.infer<typeof ZSession>>;

export const sessionKey = ['session'] as const;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

async function fetchSession(): Promise<TSession | null> {
  return apiJson('/api/auth/get-session', ZSession, { cache: 'no-store' });
}

/** The signed-in session, or null. Login state follows it (spec §4). */
export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 5 * 60_000 });
}

/** Signs in with email and password; a 401 becomes the one message users see for wrong credentials. */
export async function signInWithEmail(input: { email: string; password: string }): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE);
    throw error;
  }
}

export async function signOutRequest(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
  // Edits a doc kept in this browser belong to the person who leaves (a shared computer).
  forgetAllUnsavedEdits();
}
