import type { z } from 'zod';
import { INTEGRATION_MESSAGES, ZCustomConnectInput, ZGhostConnectInput, ZMediumConnectInput, ZWordpressConnectInput, type TKeyTarget } from '@core/api/integrations';
import type { TConnectInputs } from '@web/api/integrations';

/** One input of a connect form; `name` is the field of the target's connect call. */
export type TConnectField = { name: string; label: string; description?: string; placeholder?: string; secret?: boolean; optional?: boolean };

/** What a target's connect form asks, where to find it, and the schema that checks it (the server's own). */
export type TConnectFormSpec = { hint: string; notice?: string; fields: readonly TConnectField[] };

export const CONNECT_SCHEMAS: { [T in TKeyTarget]: z.ZodType<TConnectInputs[T]> } = {
  ghost: ZGhostConnectInput,
  medium: ZMediumConnectInput,
  wordpress: ZWordpressConnectInput,
  custom: ZCustomConnectInput,
};

export const CONNECT_FORMS: Record<TKeyTarget, TConnectFormSpec> = {
  ghost: {
    hint: 'In Ghost Admin, open Settings → Integrations, add a custom integration (name it Longform), then copy its API URL and Admin API key here. The Content API key is on the same screen.',
    fields: [
      { name: 'api_url', label: 'API URL', placeholder: 'https://your-site.ghost.io' },
      { name: 'admin_api_key', label: 'Admin API key', secret: true, description: '24 characters, a colon, then 64 more.' },
      { name: 'app_url', label: 'Site address', optional: true, placeholder: 'https://blog.example.com', description: 'Where readers see the site, when it differs from the API URL.' },
      { name: 'content_api_key', label: 'Content API key', optional: true, secret: true },
    ],
  },
  wordpress: {
    hint: 'In WordPress, open Users → Profile → Application Passwords, add one named Longform, and copy the password it shows once (24 letters and digits). WordPress offers application passwords only on sites served over HTTPS.',
    fields: [
      { name: 'wordpress_url', label: 'Site URL', placeholder: 'https://example.com' },
      { name: 'username', label: 'User name', description: 'The WordPress user the posts are published as.' },
      { name: 'application_password', label: 'Application password', secret: true, description: 'Not your login password: the one from Application Passwords.' },
    ],
  },
  medium: {
    hint: 'Medium → Settings → Security and apps → Integration tokens.',
    notice: INTEGRATION_MESSAGES.medium.noNewTokens,
    fields: [{ name: 'token', label: 'Integration token', secret: true }],
  },
  custom: {
    hint: 'Your address receives each published doc as JSON (title, html, slug, excerpt, tags, status) in a POST, with an X-Longform-Signature header: the HMAC-SHA256 of the body with the signing secret shown here once connected, and an Idempotency-Key that stays the same when a delivery is retried. We send a test call when you connect; it must answer 2xx. Once connected, “Send a test event” posts a sample post and shows what your address answered.',
    fields: [{ name: 'webhook_url', label: 'Webhook URL', placeholder: 'https://example.com/hooks/longform' }],
  },
};

/** Empty values for every field of a form. */
export const emptyValues = (spec: TConnectFormSpec): Record<string, string> => Object.fromEntries(spec.fields.map((field) => [field.name, '']));
