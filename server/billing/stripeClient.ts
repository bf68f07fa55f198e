import { Stripe } from 'stripe';
import type { TEnv } from '../env';

/**
 * The Stripe client when billing is configured (STRIPE_SECRET_KEY), else null: without a key the
 * installation keeps assigning plans through the admin command. STRIPE_API_URL points the client
 * at another host (tests, proxies).
 */
export function createStripeClient(env: Pick<TEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}
