import type { TApp, TContext } from '../../context';
import { addDomainAsset } from './addDomainAsset';
import { addUrlAsset } from './addUrlAsset';
import { deleteAsset } from './deleteAsset';
import { getAsset } from './getAsset';
import { listAssetChunks } from './listAssetChunks';
import { listAssets } from './listAssets';
import { refetchAsset } from './refetchAsset';
import { searchAssets } from './searchAssets';
import { uploadAssets } from './uploadAssets';

/**
 * Assets of a project (spec §2 /assets): files, URLs and domains, their preview and search. Every
 * route reaches a project through the project rule (policies/project.ts): the owner's,
 * or with team_id one of the team admin's projects.
 */
export function registerAssetRoutes(app: TApp, ctx: TContext) {
  listAssets(app, ctx);
  getAsset(app, ctx);
  addUrlAsset(app, ctx);
  addDomainAsset(app, ctx);
  refetchAsset(app, ctx);
  deleteAsset(app, ctx);
  listAssetChunks(app, ctx);
  searchAssets(app, ctx);
  app.register((scope) => uploadAssets(scope, ctx));
}
