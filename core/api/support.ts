import { z } from 'zod';

/** Bounds of chat support, shared by the forms and the server. */
export const SUPPORT_LIMITS = { messageMax: 2_000, messagesShown: 200, adminPageSize: 20, maxPage: 10_000 } as const;

const ZMessageBody = z
  .string({ error: 'Please write a message.' })
  .trim()
  .min(1, 'Please write a message.')
  .max(SUPPORT_LIMITS.messageMax, `A message can be at most ${SUPPORT_LIMITS.messageMax.toLocaleString('en-US')} characters.`);

/** The mode the person is in (the chat-support flag is evaluated in it, as the page's flags are). */
const ZTeamMode = z.enum(['true', 'false']).optional();

/** GET /api/fetch/support/thread?team_mode: the person's own thread (there is only one; no id is taken). */
export const ZSupportThreadQuery = z.object({ team_mode: ZTeamMode });

/** POST /api/insert/support/message: the person writes to the administrators. */
export const ZSupportMessageInput = z.object({ body: ZMessageBody, team_mode: ZTeamMode });
export type TSupportMessageInput = z.infer<typeof ZSupportMessageInput>;

/** POST /api/update/support/thread/read: the person has read the administrators' answers. */
export const ZSupportReadInput = z.object({ team_mode: ZTeamMode });

/** One message; `author` is "You" or "Support" for the person, the writer's email for administrators. */
export const ZSupportMessage = z.object({
  id: z.string(),
  from_admin: z.boolean(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const SUPPORT_THREAD_STATUSES = ['open', 'closed'] as const;
export const ZSupportThreadStatus = z.enum(SUPPORT_THREAD_STATUSES, { error: 'status is open or closed.' });
export type TSupportThreadStatus = z.infer<typeof ZSupportThreadStatus>;

/** The person's thread: status (null before the first message), the latest messages, unread answers and what they may do. */
export const ZSupportThread = z.object({
  thread: z.object({
    status: ZSupportThreadStatus.nullable(),
    messages: z.array(ZSupportMessage),
    unread: z.number().int(),
    abilities: z.object({ write: z.boolean() }),
  }),
});
export type TSupportThread = z.infer<typeof ZSupportThread>;

export const ZSupportMessageCreated = z.object({ message: ZSupportMessage });
export const ZSupportUnread = z.object({ unread: z.number().int() });

/** GET /api/admin/support/threads?page: every thread, latest message first. */
export const ZAdminSupportThreadsQuery = z.object({
  page: z.coerce
    .number({ error: 'page is a whole number from 1.' })
    .int('page is a whole number from 1.')
    .min(1, 'page is a whole number from 1.')
    .max(SUPPORT_LIMITS.maxPage, `page is at most ${SUPPORT_LIMITS.maxPage.toLocaleString('en-US')}.`)
    .default(1),
});

/** One line of the administrators' list: whose thread, its state, its last message and how many of the person's messages are unread. */
export const ZAdminSupportThreadSummary = z.object({
  id: z.string(),
  user_email: z.string(),
  user_name: z.string(),
  status: ZSupportThreadStatus,
  last_message_at: z.string(),
  last_message: z.string(),
  unread: z.number().int(),
});
export type TAdminSupportThreadSummary = z.infer<typeof ZAdminSupportThreadSummary>;

export const ZAdminSupportThreads = z.object({
  threads: z.array(ZAdminSupportThreadSummary),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type TAdminSupportThreads = z.infer<typeof ZAdminSupportThreads>;

export const ZAdminSupportThreadParams = z.object({ thread_id: z.uuid('thread_id is not a thread id.') });

/** One thread as administrators see it, with what they may do to it now. */
export const ZAdminSupportThread = z.object({
  thread: z.object({
    id: z.string(),
    user_email: z.string(),
    user_name: z.string(),
    status: ZSupportThreadStatus,
    messages: z.array(ZSupportMessage),
    abilities: z.object({ answer: z.boolean(), close: z.boolean(), reopen: z.boolean() }),
  }),
});
export type TAdminSupportThread = z.infer<typeof ZAdminSupportThread>;

/** POST /api/admin/support/threads/:thread_id/messages: an administrator answers. */
export const ZAdminSupportAnswerInput = z.object({ body: ZMessageBody });

/** PUT /api/admin/support/threads/:thread_id: close or reopen. */
export const ZAdminSupportStatusInput = z.object({ status: ZSupportThreadStatus });
