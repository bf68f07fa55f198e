import type { TSessionUser } from '../auth/sessionUser';
import type { TApiTokenRow } from '../db/schema/apiTokens';
import { conflict, notFound } from '../errors';
import { allow, entity, User } from './cancan';

/** A personal API token as its rules need it: its owner and whether it still works. */
export type TApiTokenSubject = Pick<TApiTokenRow, 'id' | 'userId' | 'revokedAt'>;
export type TApiTokenAction = 'revoke';

const isOwner = (user: TSessionUser, token: TApiTokenSubject) => token.userId === user.id;

/** API tokens: only their owner sees or revokes them; anyone else's answers 404 like a missing one, so ids cannot be probed. */
export const ApiToken = entity<TApiTokenSubject, TApiTokenAction>('API token', ['revoke'], (_action, token, user) =>
  token && user && isOwner(user, token) ? conflict('This token is already revoked.') : notFound('That token does not exist.'),
);

allow(User, 'revoke', ApiToken, (user, token) => isOwner(user, token) && token.revokedAt === null);
