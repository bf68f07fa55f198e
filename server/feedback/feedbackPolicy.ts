import { forbidden } from '../errors';
import { isAdminEmail } from '../policies/admin';
import { allow, entity, User } from '../policies/cancan';

/** Everyone's feedback, with who administers the installation (ADMIN_EMAILS). */
export type TFeedbackInboxSubject = { adminEmails: readonly string[] };

/** The feedback inbox: only an administrator reads it; anyone else 403. */
export const FeedbackInbox = entity<TFeedbackInboxSubject, 'read'>('feedback', ['read'], () => forbidden('Only administrators can read feedback.'));

allow(User, 'read', FeedbackInbox, (user, inbox) => isAdminEmail(user.email, inbox.adminEmails));
