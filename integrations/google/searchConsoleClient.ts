import type { searchconsole_v1 } from '@googleapis/searchconsole';
import type { TSearchConsoleDetails, TSearchConsoleSite } from '@core/api/integrations';
import type { TConnector } from '../publishTypes';
import type { TApiTransport } from '../transport';
import { connectGoogleAccount, googleCall, googleCallOptions, type TGoogleConnectInput, type TGoogleSecret } from './googleApi';

type TSearchConsoleStored = Omit<TSearchConsoleDetails, 'connected_at' | 'error'>;

/** A row of searchAnalytics.query: its keys in the order of the dimensions asked, and the metrics. */
export type TSearchAnalyticsRow = { keys: string[]; clicks: number; impressions: number; ctr: number; position: number };

export type TSearchAnalyticsQuery = {
  startDate: string;
  endDate: string;
  dimensions: Array<'date' | 'query' | 'page'>;
  rowLimit: number;
  /** Only rows of this page (dimensionFilterGroups: page equals). */
  page?: string;
};

/** Properties someone only added but never verified answer no data: they are not offered. */
const UNUSABLE_PERMISSIONS = new Set(['siteUnverifiedUser']);

/**
 * Google Search Console (webmasters/v3 through @googleapis/searchconsole, every request through
 * the server's transport): the properties the account can read, and Search Analytics.
 */
export function searchConsoleClient(apiUrl: string) {
  // Loaded on first use: Google's client is large, and most server starts never read Search Console.
  let loaded: Promise<searchconsole_v1.Searchconsole> | null = null;
  const clientOf = () => (loaded ??= import('@googleapis/searchconsole').then(({ searchconsole }) => searchconsole({ version: 'v1' })));
  const options = (accessToken: string, transport: TApiTransport) => googleCallOptions(apiUrl, accessToken, transport);

  async function listSites(accessToken: string, transport: TApiTransport): Promise<TSearchConsoleSite[]> {
    const answer = await googleCall((await clientOf()).sites.list({}, options(accessToken, transport)));
    return (answer.siteEntry ?? [])
      .filter((site) => site.siteUrl && !UNUSABLE_PERMISSIONS.has(site.permissionLevel ?? ''))
      .map((site) => ({ site_url: site.siteUrl!, permission: site.permissionLevel ?? 'unknown' }))
      .sort((a, b) => a.site_url.localeCompare(b.site_url));
  }

  async function query(accessToken: string, transport: TApiTransport, siteUrl: string, request: TSearchAnalyticsQuery): Promise<TSearchAnalyticsRow[]> {
    const answer = await googleCall(
      (await clientOf()).searchanalytics.query(
        {
          siteUrl,
          requestBody: {
            startDate: request.startDate,
            endDate: request.endDate,
            dimensions: request.dimensions,
            rowLimit: request.rowLimit,
            type: 'web',
            ...(request.page ? { dimensionFilterGroups: [{ groupType: 'and', filters: [{ dimension: 'page', operator: 'equals', expression: request.page }] }] } : {}),
          },
        },
        options(accessToken, transport),
      ),
    );
    // Google leaves `rows` out when there is no data.
    return (answer.rows ?? []).map((row) => ({
      keys: row.keys ?? [],
      clicks: row.clicks ?? 0,
      impressions: row.impressions ?? 0,
      ctr: row.ctr ?? 0,
      position: row.position ?? 0,
    }));
  }

  const connector: TConnector<TGoogleConnectInput, TSearchConsoleStored, TGoogleSecret> = {
    /** Checks the sign-in and lists the properties it can read. */
    async connect(input, transport) {
      const email = await connectGoogleAccount(apiUrl, input, transport);
      const sites = await listSites(input.oauth.accessToken, transport);
      return { siteKey: `google:${email.toLowerCase()}`, secret: { oauth: input.oauth }, details: { email, sites } };
    },
  };

  return { connector, listSites, query };
}

export type TSearchConsoleClient = ReturnType<typeof searchConsoleClient>;
