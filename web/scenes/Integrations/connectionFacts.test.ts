import { describe, expect, it } from 'vitest';
import { INTEGRATION_TARGETS, type TIntegrationDetails } from '@core/api/integrations';
import { connectionFacts } from './connectionFacts';

const abilities = { configured: true, setup_hint: null, available: true, manage: true, publish: true, needs_approval: false };
const details: TIntegrationDetails = {
  unique_id: 'u1',
  Hubspot: null,
  Ghost: { connected_at: '2026-03-01T10:00:00Z', error: 'Invalid token', api_url: 'https://api.example.com', app_url: '', content_api_key: null, site_title: null },
  Medium: null,
  Wordpress: { connected_at: '2026-03-02T10:00:00Z', error: null, wordpress_url: 'https://wp.example.com', username: 'ann', site_name: 'Ann’s blog' },
  Webflow: null,
  Googledocs: null,
  Googledrive: null,
  Googlesearchconsole: null,
  Custom: null,
  approval: null,
  abilities: Object.fromEntries(INTEGRATION_TARGETS.map((target) => [target, abilities])) as TIntegrationDetails['abilities'],
  message: null,
};

describe('connectionFacts', () => {
  it('reads a connection, a refused one and a missing one', () => {
    expect(connectionFacts(details, 'wordpress')).toMatchObject({ state: 'connected', site: 'Ann’s blog', url: 'https://wp.example.com', account: 'ann' });
    expect(connectionFacts(details, 'ghost')).toMatchObject({ state: 'refused', site: 'https://api.example.com', error: 'Invalid token' });
    expect(connectionFacts(details, 'medium')).toEqual({ state: 'not_connected' });
  });

  it('names a Medium account by its name and handle', () => {
    const medium = { connected_at: '2026-03-02T10:00:00Z', error: null, medium_id: 'm1', username: 'ann', name: 'Ann', url: 'https://medium.com/@ann' };
    expect(connectionFacts({ ...details, Medium: medium }, 'medium')).toMatchObject({ account: 'Ann (@ann)', url: 'https://medium.com/@ann', site: null });
  });
});
