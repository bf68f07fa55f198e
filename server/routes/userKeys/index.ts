import type { TApp, TContext } from '../../context';
import { fetchUserKey } from './fetchUserKey';
import { getPublicKey } from './getPublicKey';
import { saveUserKey } from './saveUserKey';
import { updateUserKey } from './updateUserKey';

export function registerUserKeyRoutes(app: TApp, ctx: TContext) {
  getPublicKey(app, ctx);
  fetchUserKey(app, ctx);
  saveUserKey(app, ctx);
  updateUserKey(app, ctx);
}
