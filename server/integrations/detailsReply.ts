import { INTEGRATION_MESSAGES, type TIntegrationDetails } from '@core/api/integrations';
import type { TContext } from '../context';
import type { TIntegrationAccess } from './integrationAccess';
import { listIntegrations } from './integrationStore';
import { presentIntegrationDetails } from '../presenters/integrationDetails';

/** The details of spec §3 as every integrations call answers them; a refused Ghost key comes with its "[Ghost]: " message. */
export async function detailsReply(ctx: TContext, access: TIntegrationAccess): Promise<TIntegrationDetails> {
  const rows = await listIntegrations(ctx.db, access.ownerId);
  const ghostError = rows.find((row) => row.target === 'ghost')?.error;
  return presentIntegrationDetails(ctx.integrations, access.ownerId, rows, access, ghostError ? `${INTEGRATION_MESSAGES.ghost.setupPrefix}${ghostError}` : null, ctx.keys.encryptionKey);
}
