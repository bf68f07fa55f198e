import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/testApp';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(async () => harness.close());

describe('health', () => {
  it('reports the database as reachable', async () => {
    const response = await harness.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: harness.ctx.database.kind });
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = harness.ctx.database.ping;
    harness.ctx.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await harness.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json().status).toBe('unavailable');
    } finally {
      harness.ctx.database.ping = ping;
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await harness.app.inject({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});
