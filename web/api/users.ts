import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TAddUserInput } from '@core/api/signUp';
import { toUser, ZUserDetailsRecord, type TUser } from '@core/api/users';
import type { TProjectRecord } from '@core/api/projects';
import { apiJson } from './client';

export const userKey = (uid: string) => ['user', uid] as const;

async function fetchUser(uid: string): Promise<TUser> {
  const record = await apiJson('/api/fetch/user/details', ZUserDetailsRecord, { query: { unique_id: uid } });
  return toUser(record);
}

/** The signed-in user's record, camel-cased (spec §3). Disabled until there is a session. */
export function useUser(uid: string | undefined) {
  return useQuery({
    queryKey: userKey(uid ?? ''),
    queryFn: () => fetchUser(uid ?? ''),
    enabled: Boolean(uid),
  });
}

/** POST /api/add/user: creates the account and its first project, and signs the browser in. */
export async function addUser(input: TAddUserInput): Promise<TUser> {
  const body = await apiJson('/api/add/user', z.object({ user: ZUserDetailsRecord }), { method: 'POST', body: input });
  return toUser(body.user);
}

/**
 * Records that the user has read the what's-new dialog of this version. `keepalive`: the dialog
 * closes at once, so a reload right after "Got it" must not cancel the call (it would show again).
 */
export async function markVersionSeen(uid: string, version: string): Promise<string> {
  const body = await apiJson('/api/update/user/seen/version', z.object({ last_seen_version: z.string() }), {
    method: 'POST',
    body: { unique_id: uid, version },
    keepalive: true,
  });
  return body.last_seen_version;
}

/** Applies a change to the cached user, so screens update without refetching the whole record. */
export function updateCachedUser(client: QueryClient, uid: string, change: (user: TUser) => TUser): void {
  client.setQueryData<TUser>(userKey(uid), (user) => (user ? change(user) : user));
}

/** Replaces the cached user's projects with the list a project call returned. */
export function setCachedProjects(client: QueryClient, uid: string, projects: TProjectRecord[]): void {
  updateCachedUser(client, uid, (user) => ({
    ...user,
    // `_id` is the wire name of spec §3.
    // oxlint-disable-next-line no-underscore-dangle
    projects: projects.map((project) => ({ id: project._id, projectName: project.project_name })),
  }));
}
