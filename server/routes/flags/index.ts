import type { TApp, TContext } from '../../context';
import { fetchUserFlags } from './fetchUserFlags';

export function registerFlagRoutes(app: TApp, ctx: TContext) {
  fetchUserFlags(app, ctx);
}
