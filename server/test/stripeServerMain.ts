import { parseArgs } from 'node:util';
import { startFakeStripe } from './stripeServer';

/**
 * Runs the fake Stripe on its own for the end-to-end suite (playwright.config.ts):
 * tsx server/test/stripeServerMain.ts --port 3190 --key sk_test_… --webhook-url … --webhook-secret whsec_…
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3190' },
    key: { type: 'string', default: 'sk_test_longform_e2e' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string' },
  },
});
const stripe = await startFakeStripe({
  port: Number(values.port),
  apiKey: values.key,
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
});
console.log(`fake Stripe listening on ${stripe.url}`);
const stop = () => void stripe.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
