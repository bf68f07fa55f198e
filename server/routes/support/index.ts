import type { TApp, TContext } from '../../context';
import { adminSupportAnswer } from './adminSupportAnswer';
import { adminSupportRead } from './adminSupportRead';
import { adminSupportStatus } from './adminSupportStatus';
import { adminSupportThread } from './adminSupportThread';
import { adminSupportThreads } from './adminSupportThreads';
import { fetchSupportThread } from './fetchSupportThread';
import { insertSupportMessage } from './insertSupportMessage';
import { markSupportThreadRead } from './markSupportThreadRead';

/** Chat support: the person's own thread (flag chat-support) and the administrators' desk. */
export function registerSupportRoutes(app: TApp, ctx: TContext) {
  fetchSupportThread(app, ctx);
  insertSupportMessage(app, ctx);
  markSupportThreadRead(app, ctx);
  adminSupportThreads(app, ctx);
  adminSupportThread(app, ctx);
  adminSupportAnswer(app, ctx);
  adminSupportStatus(app, ctx);
  adminSupportRead(app, ctx);
}
