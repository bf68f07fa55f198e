import type { TSessionUser } from '../auth/sessionUser';
import { forbidden, notFound } from '../errors';
import { allow, entity, User } from './cancan';

/** The integrations of one account (spec §7 `uid`): whose they are. */
export type TIntegrationAccountSubject = { ownerId: string };

/** A delivery as its rules need it: whose integration, who asked. */
export type TDeliverySubject = { ownerId: string; requestedBy: string; state: string };

const isOwner = (user: TSessionUser, subject: { ownerId: string }) => subject.ownerId === user.id;
/** Team mode: a member works with the team admin's integrations (spec §7: the admin's id is the uid). */
const isOwnersTeamMember = (user: TSessionUser, subject: { ownerId: string }) => user.teams.some((team) => team.adminId === subject.ownerId);

/**
 * An account's integrations: its owner connects and disconnects them; the owner and the members of
 * a team the owner leads publish through them and read their details (never the credentials).
 */
export const IntegrationAccount = entity<TIntegrationAccountSubject, 'use' | 'manage'>('integrations', ['use', 'manage'], (action, subject, user) =>
  action === 'manage' && subject && user && isOwnersTeamMember(user, subject)
    ? forbidden('Only the team admin can connect or disconnect the team’s integrations.')
    : forbidden('You can only use your own integrations, or your team admin’s in team mode.'),
);

allow(User, 'use', IntegrationAccount, (user, subject) => isOwner(user, subject) || isOwnersTeamMember(user, subject));
allow(User, 'manage', IntegrationAccount, isOwner);

/** A publish request: the integration's owner approves or rejects a member's; the requester and the owner see it. */
export const Delivery = entity<TDeliverySubject, 'read' | 'approve'>('delivery', ['read', 'approve'], (action) =>
  action === 'approve' ? forbidden('Only the team admin can approve or reject this publish.') : notFound('That delivery does not exist.'),
);

allow(User, 'read', Delivery, (user, delivery) => isOwner(user, delivery) || delivery.requestedBy === user.id);
allow(User, 'approve', Delivery, (user, delivery) => isOwner(user, delivery) && delivery.state === 'awaiting_approval');
