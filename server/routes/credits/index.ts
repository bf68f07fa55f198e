import type { TApp, TContext } from '../../context';
import { updateFeatureRuns } from './updateFeatureRuns';
import { updateUserCredits } from './updateUserCredits';
import { verifyUserCredits } from './verifyUserCredits';

export function registerCreditRoutes(app: TApp, ctx: TContext) {
  verifyUserCredits(app, ctx);
  updateUserCredits(app, ctx);
  updateFeatureRuns(app, ctx);
}
