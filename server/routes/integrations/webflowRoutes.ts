import { ZDetailsQuery, ZIntegrationDetails, ZWebflowCollectionParams, ZWebflowConnectInput, ZWebflowFieldsResponse, ZWebflowMappingInput, type TWebflowDetails } from '@core/api/integrations';
import { mappingProblem } from '@core/integrations/webflowMapping';
import { webflowSiteKey, type TWebflowTarget } from '../../../integrations/webflow/webflowTarget';
import type { TSessionUser } from '../../auth/sessionUser';
import type { TApp, TContext } from '../../context';
import { badRequest, conflict } from '../../errors';
import { connectIntegration } from '../../integrations/connector';
import { assertAvailable, assertManage, integrationAccess } from '../../integrations/integrationAccess';
import { integrationFailure } from '../../integrations/integrationFailure';
import { findIntegration, isConnected, updateIntegrationDetails } from '../../integrations/integrationStore';
import { logIntegration } from '../../integrations/integrationLogger';
import { targetAdapter } from '../../integrations/integrationServices';
import { freshConnection } from '../../integrations/oauth/freshConnection';
import { perPersonRateLimit } from '../../middleware/perPersonRateLimit';
import { requireSession } from '../../middleware/session';
import { detailsReply } from '../../integrations/detailsReply';

type TWebflowStored = Omit<TWebflowDetails, 'connected_at' | 'error'>;

/** Each of these calls Webflow. */
const WEBFLOW_RATE_LIMIT = perPersonRateLimit(30);

/** The owner's connected Webflow, or 409. */
async function connectedWebflow(ctx: TContext, user: TSessionUser, uid: string) {
  const access = await integrationAccess(ctx, user, uid);
  assertManage(user, access);
  assertAvailable(access, 'webflow');
  const row = await findIntegration(ctx.db, access.ownerId, 'webflow');
  if (!isConnected(row)) throw conflict('Connect Webflow first (Integrations).');
  return { access, row, details: row.details as TWebflowStored };
}

/** A collection's fields read from Webflow (the target's refusal answered as 422, its silence as 502). */
async function readFields(ctx: TContext, row: Awaited<ReturnType<typeof connectedWebflow>>['row'], collectionId: string) {
  const adapter = targetAdapter(ctx.integrations, 'webflow') as unknown as TWebflowTarget;
  try {
    const connection = await freshConnection(ctx.db, ctx.integrations, ctx.keys.encryptionKey, row);
    return await adapter.collectionFields(connection as never, collectionId, ctx.integrations.transport);
  } catch (error) {
    throw integrationFailure(error);
  }
}

function collectionOf(details: TWebflowStored, collectionId: string, siteId?: string) {
  const site = details.sites.find((item) => (siteId ? item.id === siteId : item.collections.some((collection) => collection.id === collectionId)));
  if (!site) throw badRequest('That is not one of the Webflow sites Longform can reach; reconnect Webflow to see a new one.', 'site_id');
  const collection = site.collections.find((item) => item.id === collectionId);
  if (!collection) throw badRequest('That collection is not on the site; reconnect Webflow to see a new one.', 'collection_id');
  return { site, collection };
}

/**
 * Webflow besides the sign-in: POST /api/integrations/webflow/connect {uid, site_token} (a site API
 * token, always offered); GET /api/integrations/webflow/collections/:collection_id?uid (its fields, to
 * map); POST /api/integrations/webflow/mapping (the collection posts become items of, and which of
 * its fields take the body, excerpt and image — checked against the collection's real fields).
 */
export function webflowRoutes(app: TApp, ctx: TContext) {
  app.post('/api/integrations/webflow/connect', { schema: { body: ZWebflowConnectInput, response: { 200: ZIntegrationDetails } }, preHandler: requireSession, config: WEBFLOW_RATE_LIMIT }, async (request) => {
    const user = request.sessionUser!;
    const access = await integrationAccess(ctx, user, request.body.uid);
    assertManage(user, access);
    assertAvailable(access, 'webflow');
    await connectIntegration(ctx, ctx.integrations, user, 'webflow', { site_token: request.body.site_token });
    return detailsReply(ctx, access);
  });

  app.get(
    '/api/integrations/webflow/collections/:collection_id',
    { schema: { params: ZWebflowCollectionParams, querystring: ZDetailsQuery, response: { 200: ZWebflowFieldsResponse } }, preHandler: requireSession, config: WEBFLOW_RATE_LIMIT },
    async (request) => {
      const { row, details } = await connectedWebflow(ctx, request.sessionUser!, request.query.uid);
      collectionOf(details, request.params.collection_id);
      return { fields: await readFields(ctx, row, request.params.collection_id) };
    },
  );

  app.post('/api/integrations/webflow/mapping', { schema: { body: ZWebflowMappingInput, response: { 200: ZIntegrationDetails } }, preHandler: requireSession, config: WEBFLOW_RATE_LIMIT }, async (request) => {
    const user = request.sessionUser!;
    const { uid, site_id, collection_id, fields } = request.body;
    const { access, row, details } = await connectedWebflow(ctx, user, uid);
    const { collection } = collectionOf(details, collection_id, site_id);
    const chosen = { body: fields.body, excerpt: fields.excerpt || null, image: fields.image || null };
    const problem = mappingProblem(await readFields(ctx, row, collection_id), chosen);
    if (problem) throw badRequest(problem.message, problem.field ?? 'collection_id');
    const mapping = { site_id, collection_id, collection_name: collection.name, fields: chosen };
    // Posts of another collection are other items: the site key names the collection, so publications start anew.
    await updateIntegrationDetails(ctx.db, row.id, { ...details, mapping }, webflowSiteKey(site_id, collection_id));
    await logIntegration(ctx.db, { ownerId: access.ownerId, actorId: user.id, target: 'webflow', action: 'connect', outcome: `Posts become items of “${collection.name}”`, ok: true });
    return detailsReply(ctx, access);
  });
}
