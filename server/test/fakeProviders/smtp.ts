import { SMTPServer } from 'smtp-server';

/** A message the fake received, its body decoded (quoted-printable soft breaks and =XX escapes). */
export type TReceivedMail = { from: string; to: string[]; subject: string; text: string };

export type TFakeSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  received: TReceivedMail[];
  /** The first message to this address whose subject matches, once it arrives (fails after 30 s). */
  waitForMail: (to: string, subject: RegExp) => Promise<TReceivedMail>;
  close: () => Promise<void>;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (unfolded) and decoded text of a single-part message as nodemailer writes it. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): TReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { ...envelope, subject: header('Subject'), text: text.replace(/\r\n/g, '\n').trim() };
}

/**
 * A local SMTP server on 127.0.0.1 that accepts every message (no TLS, any login) and keeps it, so
 * tests send real mail through nodemailer and read what arrived.
 */
export async function startFakeSmtp(options: { port?: number; refuseFirst?: number } = {}): Promise<TFakeSmtp> {
  const received: TReceivedMail[] = [];
  // A server that is briefly unwell: the first messages get a temporary 451 and are not kept.
  let toRefuse = options.refuseFirst ?? 0;
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const find = (to: string, subject: RegExp) => received.find((mail) => mail.to.some((recipient) => recipient.toLowerCase() === to.toLowerCase()) && subject.test(mail.subject));
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    waitForMail: (to, subject) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to, subject);
          if (!mail) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no mail to ${to} matching ${subject} (received: ${received.map((mail) => mail.subject).join(', ')})`));
        }, 30_000);
        listeners.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
