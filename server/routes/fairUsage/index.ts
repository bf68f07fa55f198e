import type { TApp, TContext } from '../../context';
import { checkFairUsage } from './checkFairUsage';
import { getFairUsageStatus } from './getFairUsageStatus';

export function registerFairUsageRoutes(app: TApp, ctx: TContext) {
  getFairUsageStatus(app, ctx);
  checkFairUsage(app, ctx);
}
