import type { TApp, TContext } from '../../context';
import { adminFlagRoutes } from './flags';
import { updateUserLimits } from './updateUserLimits';

export function registerAdminRoutes(app: TApp, ctx: TContext) {
  adminFlagRoutes(app, ctx);
  updateUserLimits(app, ctx);
}
