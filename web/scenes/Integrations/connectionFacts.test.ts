import { describe, expect, it } from 'vitest';
import { INTEGRATION_TARGETS, type TIntegrationDetails } from '@core/api/integrations';
import { connectionFacts } from './connectionFacts';

const abilities = { configured: true, setup_hint: null, available: true, manage: true, publish: true, needs_approval: false, sign_in: false, statuses: ['draft', 'published', 'scheduled'] as ('draft' | 'published' | 'scheduled')[] };
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

  it('names HubSpot’s chosen blog, and says what is missing before a post can go out', () => {
    const blogs = [{ id: 'b1', name: 'Main blog', url: 'https://ann.hs-sites.com/blog' }];
    const hubspot = { connected_at: '2026-03-02T10:00:00Z', error: null, hub_id: '42', hub_domain: 'ann.hs-sites.com', user: 'ann@example.com', blogs, blog_id: 'b1' };
    expect(connectionFacts({ ...details, Hubspot: hubspot }, 'hubspot')).toMatchObject({ state: 'connected', site: 'Main blog (ann.hs-sites.com)', url: 'https://ann.hs-sites.com/blog', account: 'ann@example.com', pending: null });
    expect(connectionFacts({ ...details, Hubspot: { ...hubspot, blogs: [], blog_id: null } }, 'hubspot')).toMatchObject({ state: 'connected', site: 'ann.hs-sites.com', pending: expect.stringContaining('no blog') });
  });

  it('names Webflow’s mapped collection, or asks for one', () => {
    const sites = [{ id: 's1', name: 'Garden', url: 'https://garden.webflow.io', collections: [{ id: 'c1', name: 'Blog Posts', slug: 'blog-posts' }] }];
    const webflow = { connected_at: '2026-03-02T10:00:00Z', error: null, auth: 'site_token' as const, sites, mapping: null };
    expect(connectionFacts({ ...details, Webflow: webflow }, 'webflow')).toMatchObject({ state: 'connected', site: 'Garden', pending: 'Choose the collection posts go to and map its fields.' });
    const mapping = { site_id: 's1', collection_id: 'c1', collection_name: 'Blog Posts', fields: { body: 'post-body', excerpt: null, image: null } };
    expect(connectionFacts({ ...details, Webflow: { ...webflow, mapping } }, 'webflow')).toMatchObject({ site: 'Blog Posts on Garden', url: 'https://garden.webflow.io', pending: null });
  });
});
