import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IntegrationError, type TApiRequest } from '../transport';
import { googleErrorOf, googleFailure } from './googleApi';
import { transportFetch } from './transportFetch';

const envelope = (code: number, reason: string, message = 'Nope.') => ({ error: { code, message, errors: [{ reason, message, domain: 'global' }], status: 'X' } });

describe('Google errors', () => {
  it('sorts Google’s envelope by what to do about it', () => {
    expect(googleErrorOf(401, envelope(401, 'authError', 'Invalid Credentials'))).toMatchObject({ kind: 'auth', status: 401, message: 'Invalid Credentials' });
    expect(googleErrorOf(403, envelope(403, 'userRateLimitExceeded')).kind).toBe('retryable');
    expect(googleErrorOf(403, envelope(403, 'insufficientPermissions')).kind).toBe('auth');
    expect(googleErrorOf(403, envelope(403, 'forbidden')).kind).toBe('rejected');
    expect(googleErrorOf(404, envelope(404, 'notFound')).kind).toBe('rejected');
    expect(googleErrorOf(429, envelope(429, 'rateLimitExceeded')).kind).toBe('retryable');
    expect(googleErrorOf(503, null, '<html>Bad gateway</html>')).toMatchObject({ kind: 'retryable', message: 'Google answered with status 503.' });
    expect(googleErrorOf(400, { error: 'invalid_grant', error_description: 'Bad Request' }).message).toBe('Bad Request');
  });

  it('finds the transport’s own failure inside a client error', () => {
    const cause = new IntegrationError('timed out', 'unreachable', null, true);
    expect(googleFailure(Object.assign(new Error('request failed'), { cause }))).toBe(cause);
    const answered = googleFailure(Object.assign(new Error('Nope.'), { status: 401, response: { status: 401, data: envelope(401, 'authError') } }));
    expect(answered).toBeInstanceOf(IntegrationError);
    expect((answered as IntegrationError).kind).toBe('auth');
  });
});

describe('transportFetch', () => {
  it('sends the client’s request through the transport, streams read whole, and answers a Response', async () => {
    const sent: TApiRequest[] = [];
    const fetchLike = transportFetch(async (request) => {
      sent.push(request);
      return { status: 200, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': '99' }, body: new TextEncoder().encode('{"id":"f1"}') };
    });
    const response = await fetchLike('https://www.googleapis.com/upload/drive/v3/files?uploadType=multipart', {
      method: 'POST',
      headers: { 'content-type': 'multipart/related; boundary=x', 'accept-encoding': 'gzip', 'user-agent': 'google-api-nodejs-client' },
      body: Readable.from(['--x\r\n', Buffer.from('part'), '\r\n--x--']) as unknown as BodyInit,
    });
    expect(await response.json()).toEqual({ id: 'f1' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://www.googleapis.com/upload/drive/v3/files?uploadType=multipart', headers: { 'content-type': 'multipart/related; boundary=x' } });
    expect(Buffer.from(sent[0]!.body as Uint8Array).toString()).toBe('--x\r\npart\r\n--x--');
  });

  it('passes a transport failure on unchanged', async () => {
    const failure = new IntegrationError('refused', 'unreachable');
    const fetchLike = transportFetch(async () => {
      throw failure;
    });
    await expect(fetchLike('https://www.googleapis.com/drive/v3/about')).rejects.toBe(failure);
  });
});
