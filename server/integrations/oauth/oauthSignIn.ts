import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { PUBLISH_TARGET_LABELS, type TOAuthTarget } from '@core/api/integrations';
import { authorizationUrl, exchangeCode, type TOAuthTokens } from '../../../integrations/oauth/oauthClient';
import type { TContext } from '../../context';
import { oauthStates } from '../../db/schema/integrations';
import { badRequest, conflict } from '../../errors';
import { integrationFailure } from '../integrationFailure';
import type { TIntegrations } from '../integrationServices';
import { redirectUriFor } from './oauthProviders';

/** A sign-in must come back within this time. */
const STATE_TTL_MS = 15 * 60_000;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function providerOf(services: TIntegrations, target: TOAuthTarget) {
  const provider = services.oauth[target];
  if (!provider) throw conflict(`${PUBLISH_TARGET_LABELS[target]} sign-in is not set up on this server.`);
  return provider;
}

/**
 * Starts a sign-in: a random state bound to the person and the integration (and a PKCE verifier
 * where the provider takes one), and the provider's page to send the person to.
 */
export async function startSignIn(ctx: TContext, services: TIntegrations, ownerId: string, target: TOAuthTarget): Promise<string> {
  const provider = providerOf(services, target);
  const state = base64url(crypto.randomBytes(24));
  const codeVerifier = provider.pkce ? base64url(crypto.randomBytes(48)) : null;
  const codeChallenge = codeVerifier ? base64url(crypto.createHash('sha256').update(codeVerifier).digest()) : null;
  await ctx.db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(Date.now() - STATE_TTL_MS)));
  await ctx.db.insert(oauthStates).values({ state, ownerId, target, codeVerifier });
  return authorizationUrl(provider, { redirectUri: redirectUriFor(ctx.env, target), state, codeChallenge });
}

/**
 * Finishes a sign-in (spec §7 save-token): the state must be this person's, for this integration,
 * fresh and unused (it is deleted as it is read, so a replayed code is refused); the code is traded
 * for tokens. Nothing is stored here: the integration's connector checks the tokens first.
 */
export async function finishSignIn(ctx: TContext, services: TIntegrations, ownerId: string, target: TOAuthTarget, code: string, state: string): Promise<TOAuthTokens> {
  const provider = providerOf(services, target);
  const [pending] = await ctx.db.delete(oauthStates).where(and(eq(oauthStates.state, state), eq(oauthStates.ownerId, ownerId), eq(oauthStates.target, target))).returning();
  if (!pending || pending.createdAt.getTime() < Date.now() - STATE_TTL_MS) {
    throw badRequest(`This ${PUBLISH_TARGET_LABELS[target]} sign-in has expired or was already used. Start again from the Integrations page.`, 'state');
  }
  try {
    return await exchangeCode(provider, services.transport, { code, redirectUri: redirectUriFor(ctx.env, target), codeVerifier: pending.codeVerifier });
  } catch (error) {
    throw integrationFailure(error);
  }
}
