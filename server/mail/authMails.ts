import type { TMail } from './mailTransport';

/** The password-reset message: the link is good for an hour and only once. */
export function resetPasswordMail(to: string, url: string): TMail {
  return {
    to,
    subject: 'Reset your Longform password',
    text: [
      'Someone asked to reset the password of your Longform account.',
      '',
      `Choose a new password here (the link works once, for one hour):`,
      url,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** The email-check message; on installations that ask for it, the trial's credits arrive once it is opened. */
export function verifyEmailMail(to: string, url: string): TMail {
  return {
    to,
    subject: 'Verify your email for Longform',
    text: [
      'Welcome to Longform. Confirm this is your email address by opening this link:',
      url,
      '',
      'Your trial credits are added as soon as the address is verified.',
      'If you did not create an account, ignore this message.',
    ].join('\n'),
  };
}
