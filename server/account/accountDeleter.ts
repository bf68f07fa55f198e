import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { expireTeamsPaidBy } from '../commands/teamOwnership';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { badRequest, conflict, notFound } from '../errors';
import { removeStoredUpload, type TUploadStore } from '../retrieval/storedUploads';
import { loadProfileFacts } from './profileFacts';
import { deleteBlockedReason } from './profileAbilities';
import { handTeamWorkToAdmin } from './teamDataHandover';

/** Type-your-email confirmation: compared without case or surrounding spaces. */
function confirms(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

/**
 * Deletes an account and everything it owns (spec §2 /account/profile) in one transaction: the
 * person's work in other people's teams passes to those teams' admins (teamDataHandover.ts), then
 * the users row goes and every table that references it follows (ON DELETE CASCADE: sessions,
 * accounts, API tokens, projects with their docs, chats and assets, keys, usage …); rows the schema
 * keeps on purpose (feedback, the audit log) lose their link. The uploaded files of the deleted
 * assets are removed after the commit: a file that cannot be removed is logged and swept at the
 * next start (sweepStoredUploads), never a reason to keep half the rows.
 */
export async function deleteAccount(
  deps: { db: Db; uploads: TUploadStore; log: FastifyBaseLogger },
  userId: string,
  confirmEmail: string,
): Promise<{ email: string; removedFiles: number }> {
  const assetIds = await deps.db.transaction(async (tx) => {
    const [account] = rowsOf<{ email: string; subscription_status: string | null }>(
      await tx.execute(sql`select email, subscription_status from users where id = ${userId} for update`),
    );
    if (!account) throw notFound('This account no longer exists.');
    if (!confirms(confirmEmail, account.email)) throw badRequest('Type your account’s email address exactly to confirm.', 'confirm_email');
    const blocked = deleteBlockedReason(await loadProfileFacts(tx, userId), account.subscription_status);
    if (blocked) throw conflict(blocked);

    const teams = rowsOf<{ id: string; admin_id: string }>(
      await tx.execute(sql`select t.id, t.admin_id from team_members m join teams t on t.id = m.team_id where m.user_id = ${userId} and t.admin_id <> ${userId}`),
    );
    for (const team of teams) await handTeamWorkToAdmin(tx, userId, { id: team.id, adminId: team.admin_id });
    // A former admin who still pays for a team: nobody pays any more, so its plan ends (payer_id goes
    // null with the row); its admin revives it by buying a team plan (docs/decisions.md).
    await expireTeamsPaidBy(tx, userId);

    // What goes with the account: its own assets, and any asset left in its projects.
    const assets = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from assets where user_id = ${userId} or project_id in (select id from projects where owner_id = ${userId})`),
    );
    // Rows keyed by the account without a foreign key.
    await tx.execute(sql`delete from ended_sessions where user_id = ${userId}`);
    await tx.execute(sql`delete from verifications where value = ${userId}`);
    await tx.execute(sql`delete from sign_in_attempts where email = ${account.email.toLowerCase()}`);
    await tx.execute(sql`delete from users where id = ${userId}`);
    return { email: account.email, ids: assets.map((asset) => asset.id) };
  });

  let removedFiles = 0;
  for (const id of assetIds.ids) {
    try {
      await removeStoredUpload(deps.uploads, id);
      removedFiles += 1;
    } catch (error) {
      deps.log.error({ err: error, assetId: id }, 'account deleted, but an uploaded file could not be removed (the next start sweeps it)');
    }
  }
  return { email: assetIds.email, removedFiles };
}
