import type { TApp, TContext } from '../../context';
import { cancelSubscription } from './cancelSubscription';
import { changeEmail } from './changeEmail';
import { changePassword } from './changePassword';
import { deleteAccountRoute } from './deleteAccountRoute';
import { fetchProfile } from './fetchProfile';
import { updateName } from './updateName';

/** The person's own account page (/account/profile): profile, name, email, password, subscription, deletion. */
export function registerAccountRoutes(app: TApp, ctx: TContext) {
  fetchProfile(app, ctx);
  updateName(app, ctx);
  changeEmail(app, ctx);
  changePassword(app, ctx);
  cancelSubscription(app, ctx);
  deleteAccountRoute(app, ctx);
}
