import { IntegrationError, isOk, jsonOf, kindOfStatus, type TApiRequest, type TApiTransport } from '../transport';

export const HUBSPOT_API_URL = 'https://api.hubapi.com';

/**
 * HubSpot's error envelope: {status:"error", message, correlationId, category, errors?:[{message}]}.
 * A validation error's own `message` is often just "An error occurred"; its first item says what.
 */
export function hubspotErrorMessage(body: unknown, status: number): string {
  const value = body as { message?: unknown; errors?: { message?: unknown }[] } | null;
  const message = typeof value?.message === 'string' && value.message ? value.message : null;
  const first = value?.errors?.find((item) => typeof item?.message === 'string')?.message as string | undefined;
  if (message && first && !message.includes(first)) return `${message}: ${first}`;
  return message ?? first ?? `HubSpot answered with status ${status}.`;
}

export type THubspotCall = Omit<TApiRequest, 'url'> & { path: string; query?: Record<string, string> };

/** One call to HubSpot's API with the access token; answers the JSON body (null for 204), throws IntegrationError otherwise. */
export async function hubspotCall(transport: TApiTransport, baseUrl: string, accessToken: string | null, request: THubspotCall): Promise<Record<string, unknown> | null> {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const response = await transport({
    method: request.method,
    url: `${baseUrl}${request.path}${query}`,
    headers: { accept: 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}), ...request.headers },
    body: request.body,
  });
  const body = jsonOf(response);
  if (!isOk(response)) throw new IntegrationError(hubspotErrorMessage(body, response.status), kindOfStatus(response.status), response.status);
  return (body ?? null) as Record<string, unknown> | null;
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null);
