import type { TApp, TContext } from '../../context';
import { getPublicRuns } from './getPublicRuns';
import { usePublicRuns } from './usePublicRuns';

export function registerPublicRunRoutes(app: TApp, ctx: TContext) {
  getPublicRuns(app, ctx);
  usePublicRuns(app, ctx);
}
