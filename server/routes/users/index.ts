import type { TApp, TContext } from '../../context';
import { addUser } from './addUser';
import { extendTrial } from './extendTrial';
import { fetchOnboardingSteps } from './fetchOnboardingSteps';
import { fetchUserDetails } from './fetchUserDetails';
import { updateOnboardingData } from './updateOnboardingData';
import { updateOnboardingState } from './updateOnboardingState';
import { updateSeenVersion } from './updateSeenVersion';

export function registerUserRoutes(app: TApp, ctx: TContext) {
  addUser(app, ctx);
  fetchUserDetails(app, ctx);
  updateSeenVersion(app, ctx);
  updateOnboardingData(app, ctx);
  updateOnboardingState(app, ctx);
  fetchOnboardingSteps(app, ctx);
  extendTrial(app, ctx);
}
