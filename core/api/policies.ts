import { z } from 'zod';

// What the signed-in person may do with an entity, action by action, as the server's rules answer
// (server/policies/). Responses carry it as `policies` so the web never re-derives a rule.

/** A doc (blog): read, update and delete for its author and its team's members; share for its author. */
export const ZBlogPolicies = z.object({ read: z.boolean(), update: z.boolean(), delete: z.boolean(), share: z.boolean() });
export type TBlogPolicies = z.infer<typeof ZBlogPolicies>;

/** A project: use (its assets, chats, docs) for its owner and, in team mode, the team's members; update and delete for its owner. */
export const ZProjectPolicies = z.object({ use: z.boolean(), update: z.boolean(), delete: z.boolean() });
export type TProjectPolicies = z.infer<typeof ZProjectPolicies>;

/** A chat: its author's alone. */
export const ZChatPolicies = z.object({ read: z.boolean(), update: z.boolean(), delete: z.boolean() });
export type TChatPolicies = z.infer<typeof ZChatPolicies>;

/** An asset: read, update (re-fetch) and delete for whoever uses its project. */
export const ZAssetPolicies = z.object({ read: z.boolean(), update: z.boolean(), delete: z.boolean() });
export type TAssetPolicies = z.infer<typeof ZAssetPolicies>;

/** A team: read for its members; update (invite and remove members) for its admin. */
export const ZTeamPolicies = z.object({ read: z.boolean(), update: z.boolean() });
export type TTeamPolicies = z.infer<typeof ZTeamPolicies>;
