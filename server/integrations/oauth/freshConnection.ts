import { eq } from 'drizzle-orm';
import type { TOAuthTarget } from '@core/api/integrations';
import { needsRefresh, refreshTokens, type TOAuthTokens } from '../../../integrations/oauth/oauthClient';
import type { TConnection } from '../../../integrations/publishTypes';
import { IntegrationError } from '../../../integrations/transport';
import { sealSecret } from '../../crypto/secretBox';
import type { Db } from '../../db/database';
import { integrations, type TIntegrationRow } from '../../db/schema/integrations';
import { openConnection } from '../integrationStore';
import type { TIntegrations } from '../integrationServices';

type TAnyConnection = TConnection<Record<string, unknown>, Record<string, unknown>>;

/**
 * The stored connection, opened for a call; a sign-in's access token that expires within two
 * minutes is refreshed first and the new tokens stored sealed. A refused refresh token throws
 * IntegrationError('auth'): the person signs in again.
 */
export async function freshConnection(db: Pick<Db, 'update'>, services: TIntegrations, key: Buffer, row: TIntegrationRow): Promise<TAnyConnection> {
  const connection = openConnection(row, key);
  const tokens = connection.secret.oauth as TOAuthTokens | undefined;
  const provider = services.oauth[row.target as TOAuthTarget];
  if (!tokens || !needsRefresh(tokens)) return connection;
  if (!provider || !tokens.refreshToken) throw new IntegrationError('The sign-in has expired; reconnect to sign in again.', 'auth');
  const fresh = await refreshTokens(provider, services.transport, tokens.refreshToken);
  const secret = { ...connection.secret, oauth: fresh };
  await db.update(integrations).set({ secret: sealSecret(JSON.stringify(secret), key), updatedAt: new Date() }).where(eq(integrations.id, row.id));
  return { details: connection.details, secret };
}
