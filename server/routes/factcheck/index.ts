import type { TApp, TContext } from '../../context';
import { fetchFactCheck } from './fetchFactCheck';
import { latestFactCheck } from './latestFactCheck';
import { startFactCheck } from './startFactCheck';

export function registerFactCheckRoutes(app: TApp, ctx: TContext) {
  startFactCheck(app, ctx);
  // The fixed path before the parameter one (find-my-way prefers it anyway; kept explicit).
  latestFactCheck(app, ctx);
  fetchFactCheck(app, ctx);
}
