import { z } from 'zod';
import { KEY_SAVED_MESSAGE, ZSaveUserKeyInput, ZUserKeyInfo } from '@core/api/userKeys';
import type { TApp, TContext } from '../../context';
import { storeUserKey } from '../../commands/userKeyKeeper';
import { requireSession } from '../../middleware/session';
import { authorizeSelf, teamModeOf } from '../../policies';
import { presentUserKey } from '../../presenters/userKey';

/** POST /api/save/user/key: stores the provider key the browser encrypted to our public key. */
export function saveUserKey(app: TApp, ctx: TContext) {
  app.post(
    '/api/save/user/key',
    { schema: { body: ZSaveUserKeyInput, response: { 200: ZUserKeyInfo.extend({ message: z.string() }) } }, preHandler: requireSession },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.body.unique_id);
      const teamId = teamModeOf(user, request.body.team_id);
      const row = await storeUserKey(ctx.db, ctx.keys, { userId: user.id, teamId, ciphertext: request.body.user_key });
      return { ...presentUserKey(row), message: KEY_SAVED_MESSAGE };
    },
  );
}
