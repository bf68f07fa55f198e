import type { TMail } from '../mail/mailTransport';

/** The confirmation of an email change, sent to the new address: the account's email changes once the link is opened. */
export function changeEmailMail(to: string, url: string): TMail {
  return {
    to,
    subject: 'Confirm your new email for Longform',
    text: [
      'Someone asked to use this address for their Longform account.',
      'Open this link to confirm it (it works for a day):',
      url,
      '',
      'Until then the account keeps its current email. If it was not you, ignore this message.',
    ].join('\n'),
  };
}
