import type { TMail } from './mailTransport';

/** How much of a message a notification quotes; the rest is read in the app. */
const QUOTE_CHARS = 1_000;
const quote = (body: string) => (body.length > QUOTE_CHARS ? `${body.slice(0, QUOTE_CHARS)}…` : body);

/** Tells an administrator that a person wrote to support, with the link to answer on the admin page. */
export function supportMessageForAdminMail(to: string, message: { personName: string; personEmail: string; body: string; link: string }): TMail {
  return {
    to,
    subject: `Support message from ${message.personEmail}`,
    text: [
      `${message.personName} (${message.personEmail}) wrote to support:`,
      '',
      quote(message.body),
      '',
      `Answer on the admin page: ${message.link}`,
    ].join('\n'),
  };
}

/** Tells a person that support answered, with the link back to the app where the thread is. */
export function supportAnswerMail(to: string, answer: { body: string; link: string }): TMail {
  return {
    to,
    subject: 'Longform support answered you',
    text: ['Support answered your message:', '', quote(answer.body), '', `Read and reply in Longform (the chat-support button): ${answer.link}`].join('\n'),
  };
}
