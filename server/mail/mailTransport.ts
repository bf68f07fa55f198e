import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { TEnv } from '../env';

/** One message the app sends: plain text, so a link reads the same in every mail client. */
export type TMail = { to: string; subject: string; text: string };

/** Hands a message to the outside world: the SMTP server, or the log when none is configured. */
export type TMailTransport = { deliver: (mail: TMail) => Promise<void>; close: () => void };

/**
 * nodemailer over SMTP_URL when it is set; otherwise the message (its link included) is written to
 * the server log, so an installation without a mail server can still hand a reset link on.
 */
export function createMailTransport(env: TEnv, logger: FastifyBaseLogger): TMailTransport {
  if (!env.SMTP_URL) {
    return {
      deliver: async (mail) => {
        logger.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL configured):\n${mail.text}`);
      },
      close: () => undefined,
    };
  }
  const transporter = createTransport(env.SMTP_URL);
  return {
    deliver: async (mail) => {
      await transporter.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}
