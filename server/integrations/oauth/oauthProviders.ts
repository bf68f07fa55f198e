import type { TOAuthTarget } from '@core/api/integrations';
import type { TOAuthProvider } from '../../../integrations/oauth/oauthClient';
import type { TEnv } from '../../env';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Google scopes per integration: each asks only what it uses. */
const GOOGLE_SCOPES: Record<'googledocs' | 'googledrive' | 'googlesearchconsole', string[]> = {
  googledocs: ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/userinfo.email'],
  googledrive: ['https://www.googleapis.com/auth/drive.file', 'https://www.googleapis.com/auth/userinfo.email'],
  googlesearchconsole: ['https://www.googleapis.com/auth/webmasters.readonly', 'https://www.googleapis.com/auth/userinfo.email'],
};

/**
 * The OAuth apps this installation has (from its environment), by integration; an integration whose
 * app is not configured is absent, and its card says which settings it needs (`OAUTH_SETUP_HINTS`).
 */
export function oauthProviders(env: TEnv): Partial<Record<TOAuthTarget, TOAuthProvider>> {
  const providers: Partial<Record<TOAuthTarget, TOAuthProvider>> = {};
  if (env.HUBSPOT_CLIENT_ID && env.HUBSPOT_CLIENT_SECRET) {
    providers.hubspot = {
      label: 'HubSpot',
      authorizeUrl: env.HUBSPOT_AUTHORIZE_URL,
      tokenUrl: `${trimSlash(env.HUBSPOT_API_URL)}/oauth/v1/token`,
      clientId: env.HUBSPOT_CLIENT_ID,
      clientSecret: env.HUBSPOT_CLIENT_SECRET,
      scopes: ['content', 'oauth'],
      pkce: false,
      tokenBody: 'form',
    };
  }
  if (env.WEBFLOW_CLIENT_ID && env.WEBFLOW_CLIENT_SECRET) {
    providers.webflow = {
      label: 'Webflow',
      authorizeUrl: env.WEBFLOW_AUTHORIZE_URL,
      tokenUrl: `${trimSlash(env.WEBFLOW_API_URL)}/oauth/access_token`,
      clientId: env.WEBFLOW_CLIENT_ID,
      clientSecret: env.WEBFLOW_CLIENT_SECRET,
      scopes: ['sites:read', 'cms:read', 'cms:write'],
      pkce: false,
      tokenBody: 'json',
    };
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    for (const target of ['googledocs', 'googledrive', 'googlesearchconsole'] as const) {
      providers[target] = {
        label: 'Google',
        authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
        tokenUrl: env.GOOGLE_TOKEN_URL,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        scopes: GOOGLE_SCOPES[target],
        pkce: true,
        tokenBody: 'form',
        // A refresh token comes only with offline access, and again only when consent is asked.
        extraParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
      };
    }
  }
  return providers;
}

/** What the installation's admin sets to offer each sign-in integration. */
export const OAUTH_SETUP_HINTS: Record<TOAuthTarget, string> = {
  hubspot: 'The server’s administrator sets HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET (a HubSpot app) to offer HubSpot.',
  webflow: 'The server’s administrator sets WEBFLOW_CLIENT_ID and WEBFLOW_CLIENT_SECRET (a Webflow app) to offer signing in with Webflow.',
  googledocs: 'The server’s administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (a Google OAuth client) to offer Google Docs.',
  googledrive: 'The server’s administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (a Google OAuth client) to offer Google Drive.',
  googlesearchconsole: 'The server’s administrator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (a Google OAuth client) to offer Search Console.',
};

/** Where the provider sends the person back: the integration's own page, which posts the code to save-token (spec §7). */
export const redirectUriFor = (env: TEnv, target: TOAuthTarget) => `${trimSlash(env.APP_URL)}/integrations/${target}`;
