import type { TApp, TContext } from '../../context';
import { createBrandVoiceRoute } from './createBrandVoice';
import { deleteBrandVoiceRoute } from './deleteBrandVoice';
import { fetchBrandVoice } from './fetchBrandVoice';
import { fetchBrandVoiceInfo } from './fetchBrandVoiceInfo';
import { updateBrandVoiceRoute } from './updateBrandVoice';

/** Brand voices (spec §2 /brandvoice, issue 21): list, read, create from samples, edit, delete. */
export function registerBrandVoiceRoutes(app: TApp, ctx: TContext) {
  fetchBrandVoiceInfo(app, ctx);
  fetchBrandVoice(app, ctx);
  updateBrandVoiceRoute(app, ctx);
  deleteBrandVoiceRoute(app, ctx);
  app.register((scope) => createBrandVoiceRoute(scope, ctx));
}
