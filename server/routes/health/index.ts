import type { TApp, TContext } from '../../context';
import { health, ping } from './health';

export function registerHealthRoutes(app: TApp, ctx: TContext) {
  health(app, ctx);
  ping(app);
}
