import type { TApp, TContext } from '../../context';
import { insertErrorLog } from './insertErrorLog';

export function registerErrorLogRoutes(app: TApp, ctx: TContext) {
  insertErrorLog(app, ctx);
}
