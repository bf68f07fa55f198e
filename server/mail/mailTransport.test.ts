import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { parseEnv } from '../env';
import { resetPasswordMail } from './authMails';
import { createMailTransport } from './mailTransport';

describe('mail without SMTP_URL', () => {
  it('writes the whole message, link included, to the server log', async () => {
    const info = vi.fn();
    const transport = createMailTransport(parseEnv({ NODE_ENV: 'test' }), { info } as unknown as FastifyBaseLogger);
    await transport.deliver(resetPasswordMail('ada@example.com', 'http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password'));
    expect(info).toHaveBeenCalledOnce();
    const [fields, text] = info.mock.calls[0]!;
    expect(fields).toEqual({ to: 'ada@example.com', subject: 'Reset your Longform password' });
    expect(text).toContain('http://localhost:3000/api/auth/reset-password/abc?callbackURL=%2Freset-password');
  });
});
