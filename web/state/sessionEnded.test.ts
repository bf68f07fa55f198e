import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANOTHER_DEVICE_MESSAGE } from '@core/api/account';
import { apiRequest } from '@web/api/client';
import { closeSessionEnded, getSessionEnded, openSessionEnded } from './sessionEnded';

// What the client does with a 401 (web/api/client.ts): only a session ended by another device opens the dialog.
// Read through the dialog's own state, not a module mock: the suite shares modules between files (isolate: false).
const respond = (status: number, body: object) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));

afterEach(() => {
  vi.unstubAllGlobals();
  closeSessionEnded();
});

describe('a 401 from the API', () => {
  it('with another_device opens the restricted dialog with the server’s message, and still fails the call', async () => {
    respond(401, { error: 'another_device', message: ANOTHER_DEVICE_MESSAGE });
    await expect(apiRequest('/api/account/profile')).rejects.toMatchObject({ status: 401, code: 'another_device' });
    expect(getSessionEnded()).toEqual({ code: 'another_device', message: ANOTHER_DEVICE_MESSAGE });
  });

  it('from better-auth’s get-session ({ code }) opens it too', async () => {
    respond(401, { code: 'another_device', message: ANOTHER_DEVICE_MESSAGE });
    await expect(apiRequest('/api/auth/get-session')).rejects.toMatchObject({ status: 401 });
    expect(getSessionEnded()).toEqual({ code: 'another_device', message: ANOTHER_DEVICE_MESSAGE });
  });

  it('of a plain signed-out session does not', async () => {
    respond(401, { error: 'unauthorized', message: 'Please sign in to continue.' });
    await expect(apiRequest('/api/account/profile')).rejects.toMatchObject({ status: 401 });
    expect(getSessionEnded()).toBeNull();
  });
});

describe('the session-ended dialog state', () => {
  it('keeps the first reason while open (later refusals of calls in flight change nothing), and closes', () => {
    openSessionEnded({ code: 'another_device', message: 'first' });
    openSessionEnded({ code: 'another_device', message: 'second' });
    expect(getSessionEnded()).toEqual({ code: 'another_device', message: 'first' });
    closeSessionEnded();
    expect(getSessionEnded()).toBeNull();
  });
});
