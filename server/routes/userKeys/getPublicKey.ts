import { ZPublicKey } from '@core/api/userKeys';
import type { TApp, TContext } from '../../context';

/** GET /api/fetch/public/key: the RSA key browsers encrypt provider keys to before sending (spec §5). */
export function getPublicKey(app: TApp, ctx: TContext) {
  app.get('/api/fetch/public/key', { schema: { response: { 200: ZPublicKey } } }, async () => ({
    algorithm: 'RSA-OAEP-256' as const,
    spki: ctx.keys.transportPublicSpki,
  }));
}
