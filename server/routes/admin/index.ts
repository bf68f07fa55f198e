import type { TApp, TContext } from '../../context';
import { addAdminCredits } from './addCredits';
import { addAdminRuns } from './addRuns';
import { extendAdminExpiry } from './extendExpiry';
import { adminFlagRoutes } from './flags';
import { listAudit } from './listAudit';
import { listAssignablePlans } from './listPlans';
import { listAdminUsers } from './listUsers';
import { updateUserLimits } from './updateUserLimits';

export function registerAdminRoutes(app: TApp, ctx: TContext) {
  adminFlagRoutes(app, ctx);
  updateUserLimits(app, ctx);
  listAdminUsers(app, ctx);
  listAssignablePlans(app, ctx);
  addAdminCredits(app, ctx);
  addAdminRuns(app, ctx);
  extendAdminExpiry(app, ctx);
  listAudit(app, ctx);
}
