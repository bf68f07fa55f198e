import type { TApp, TContext } from '../../context';
import { adminFlagRoutes } from './flags';

export function registerAdminRoutes(app: TApp, ctx: TContext) {
  adminFlagRoutes(app, ctx);
}
