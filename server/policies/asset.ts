import type { TSessionUser } from '../auth/sessionUser';
import type { TAssetRow } from '../db/schema/assets';
import { notFound } from '../errors';
import { allow, entity, User } from './cancan';
import { reachesProjectsOf } from './project';

/** An asset with what its rule needs: the owner of its project, and the team mode it is reached in. */
export type TAssetSubject = TAssetRow & { projectOwnerId: string; viaTeamId: string | null };

/** Assets: whoever may use their project reads, re-fetches and deletes them; anyone else gets 404, like a missing one. */
export const Asset = entity<TAssetSubject, 'read' | 'update' | 'delete'>('asset', ['read', 'update', 'delete'], () => notFound('That asset does not exist.'));

const usesItsProject = (user: TSessionUser, asset: TAssetSubject) => reachesProjectsOf(user, asset.projectOwnerId, asset.viaTeamId);

allow(User, ['read', 'update', 'delete'], Asset, usesItsProject);
