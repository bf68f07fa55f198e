import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { ZAddUserInput } from '@core/api/signUp';
import { ZUserDetailsRecord } from '@core/api/users';
import type { TApp, TContext } from '../../context';
import { trialNeedsVerifiedEmail } from '../../auth/trialVerification';
import { createUserAccount } from '../../commands/userCreator';
import { loadUserDetails } from '../../queries/userDetailsLoader';
import { presentUserDetails } from '../../presenters/userDetails';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { addUserRateLimit } from '../../middleware/addUserRateLimit';

/** POST /api/add/user: sign-up. Creates the account, its first project, and signs it in; limited per address. */
export function addUser(app: TApp, ctx: TContext) {
  app.post(
    '/api/add/user',
    { schema: { body: ZAddUserInput, response: { 201: z.object({ user: ZUserDetailsRecord }) } }, config: addUserRateLimit(ctx.env) },
    async (request, reply) => {
      const headers = fromNodeHeaders({ ...request.headers, [CLIENT_IP_HEADER]: request.ip });
      const { userId, cookies } = await createUserAccount(ctx, request.body, headers);
      const details = await loadUserDetails(ctx.database, userId);
      reply.header('set-cookie', cookies);
      return reply.status(201).send({ user: presentUserDetails(details!, { automatedEmails: ctx.env.AUTOMATED_USER_EMAILS, adminEmails: ctx.env.ADMIN_EMAILS, trialNeedsVerifiedEmail: trialNeedsVerifiedEmail(ctx.env) }) });
    },
  );
}
