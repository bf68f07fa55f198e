import type { TApp, TContext } from '../../context';
import { addUser } from './addUser';
import { extendTrial } from './extendTrial';
import { fetchUserDetails } from './fetchUserDetails';
import { updateOnboardingData } from './updateOnboardingData';
import { updateSeenVersion } from './updateSeenVersion';

export function registerUserRoutes(app: TApp, ctx: TContext) {
  addUser(app, ctx);
  fetchUserDetails(app, ctx);
  updateSeenVersion(app, ctx);
  updateOnboardingData(app, ctx);
  extendTrial(app, ctx);
}
