import { z } from 'zod';
import { KEY_SAVED_MESSAGE, ZUpdateUserKeyInput, ZUserKeyInfo } from '@core/api/userKeys';
import type { TApp, TContext } from '../../context';
import { deleteUserKey, storeUserKey } from '../../commands/userKeyKeeper';
import { notFound } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies/user';
import { presentUserKey } from '../../presenters/userKey';

const ZResponse = z.union([ZUserKeyInfo.extend({ message: z.string() }), z.object({ deleted: z.literal(true), message: z.string() })]);

/** POST /api/update/user/key: replaces the stored provider key, or deletes it with deleted: true. */
export function updateUserKey(app: TApp, ctx: TContext) {
  app.post(
    '/api/update/user/key',
    { schema: { body: ZUpdateUserKeyInput, response: { 200: ZResponse } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      if (request.body.deleted) {
        if (!(await deleteUserKey(ctx.db, user.id))) throw notFound('No provider key is stored for this account.');
        return { deleted: true as const, message: 'Key deleted successfully' };
      }
      const row = await storeUserKey(ctx.db, ctx.keys, { userId: user.id, teamId: null, ciphertext: request.body.new_encrypted_key! });
      return { ...presentUserKey(row), message: KEY_SAVED_MESSAGE };
    },
  );
}
