import type { TDelivery, TPublication } from '@core/api/integrations';
import type { TSessionUser } from '../auth/sessionUser';
import type { TDeliveryRow, TPublicationRow } from '../db/schema/integrations';
import { can } from '../policies';
import { Delivery } from '../policies/integration';

/** Names of the people a delivery mentions, by id. */
export type TPeopleNames = Map<string, string>;

const person = (id: string, names: TPeopleNames) => ({ id, name: names.get(id) ?? 'A former member' });

export function presentDelivery(row: TDeliveryRow, user: TSessionUser, names: TPeopleNames): TDelivery {
  const approve = can(user, 'approve', Delivery.of({ ownerId: row.ownerId, requestedBy: row.requestedBy, state: row.state }));
  return {
    id: row.id,
    target: row.target,
    blog_id: row.blogId,
    action: row.action,
    state: row.state,
    status: row.options.status,
    scheduled_at: row.options.scheduled_at ?? null,
    title: row.options.title,
    requested_by: person(row.requestedBy, names),
    approved_by: row.approvedBy ? person(row.approvedBy, names) : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    remote_url: row.remoteUrl,
    error: row.error,
    attempts: row.attempts,
    abilities: { approve, reject: approve },
  };
}

export function presentPublication(row: TPublicationRow): TPublication {
  return {
    target: row.target,
    remote_id: row.remoteId,
    remote_url: row.remoteUrl,
    remote_status: row.remoteStatus,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
