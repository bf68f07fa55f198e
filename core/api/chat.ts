import { z } from 'zod';
import { CHAT_HISTORY_KEPT } from '../constants';
import { ZGenerationMode } from './fairUsage';
import { ZPassage } from './citations';
import { ZChatPolicies } from './policies';

const ZId = z.string().min(1);

/**
 * The chat's stored mode (spec §3 Chat.mode): the generation modes, with the asset modes under
 * the names the spec gives them. toChatMode/toGenerationMode convert.
 */
export const CHAT_MODES = ['instruct', 'serp', 'asset_url', 'asset_file', 'domain'] as const;
export const ZChatMode = z.enum(CHAT_MODES, { error: 'mode must be instruct, serp, asset_url, asset_file or domain.' });
export type TChatMode = z.infer<typeof ZChatMode>;

/** An asset chosen in the attach menu: its id and what the chip shows. */
export const ZAssetRef = z.object({ asset_id: ZId, label: z.string().max(500) });
export type TAssetRef = z.infer<typeof ZAssetRef>;

/** The sources a chat answers from (spec §3 search_obj: filename, url, domain). */
export const ZSearchObj = z.object({
  filename: z.array(ZAssetRef).max(10).default([]),
  url: z.array(ZAssetRef).max(10).default([]),
  domain: z.array(ZAssetRef).max(1).default([]),
});
export type TSearchObj = z.infer<typeof ZSearchObj>;

/** Which engine wrote an answer: a configured language model, or the offline engine. */
export const ZEngine = z.enum(['model', 'offline']);
export type TEngine = z.infer<typeof ZEngine>;

/** One item of chat_history. Assistant items say which engine and model wrote them. */
export const ZChatItem = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(100_000),
  engine: ZEngine.optional(),
  model: z.string().max(100).optional(),
  citations: z.array(ZPassage).max(50).optional(),
  /** True when the person stopped the answer before it finished. */
  stopped: z.boolean().optional(),
  /** The offline engine's note when it could not do the task: what to configure to get it done. */
  notice: z.string().max(2_000).optional(),
  created_at: z.string().optional(),
});
export type TChatItem = z.infer<typeof ZChatItem>;

const ZChatFields = {
  unique_id: ZId,
  team_id: ZId.nullish(),
  chat_history: z.array(ZChatItem).max(200),
  mode: ZChatMode.default('instruct'),
  search_obj: ZSearchObj.default({ filename: [], url: [], domain: [] }),
  follow_up: z.array(z.string().max(500)).max(10).default([]),
  model: z.string().max(100).nullish(),
  blog_id: ZId.nullish(),
  project_id: ZId,
};

/** POST /api/save/user/chat (spec §7): a new chat. */
export const ZSaveChatInput = z.object(ZChatFields);
export type TSaveChatInput = z.input<typeof ZSaveChatInput>;

/** PUT /api/update/chat (spec §7): replace a chat's content (last 20 history items kept) or delete it. */
export const ZUpdateChatInput = z.union([
  z.object({ unique_id: ZId, team_id: ZId.nullish(), save_id: ZId, deleted: z.literal(true) }),
  z.object({ ...ZChatFields, save_id: ZId, deleted: z.literal(false).optional() }),
]);
export type TUpdateChatInput = z.input<typeof ZUpdateChatInput>;

/** A stored chat as the server returns it. */
export const ZChat = z.object({
  save_id: z.string(),
  title: z.string(),
  chat_history: z.array(ZChatItem).max(CHAT_HISTORY_KEPT),
  mode: ZChatMode,
  search_obj: ZSearchObj,
  follow_up: z.array(z.string()),
  model: z.string().nullable(),
  blog_id: z.string().nullable(),
  project_id: z.string(),
  team_id: z.string().nullable(),
  created_date: z.string(),
  last_updated: z.string(),
  /** What the signed-in person may do with this chat (server/policies/chat.ts). */
  policies: ZChatPolicies,
});
export type TChat = z.infer<typeof ZChat>;

/** GET /api/fetch/chat/history?unique_id&start_count&end_count[&team_id][&project_id] (spec §7). */
export const ZChatHistoryQuery = z.object({
  unique_id: ZId,
  team_id: ZId.optional(),
  project_id: ZId.optional(),
  start_count: z.coerce.number().int().min(0).default(0),
  end_count: z.coerce.number().int().min(1).default(20),
});
/** One line of the chat list. */
export const ZChatListItem = ZChat.pick({ save_id: true, title: true, mode: true, model: true, project_id: true, last_updated: true });
export const ZChatHistoryResponse = z.object({ chat_items: z.array(ZChatListItem), total: z.number() });
export type TChatHistoryResponse = z.infer<typeof ZChatHistoryResponse>;

/** The answer of save, update and fetch: the chat as stored (history trimmed to the last 20). */
export const ZChatResponse = z.object({ chat: ZChat });
/** The answer of an update with `deleted: true`. */
export const ZChatDeletedResponse = z.object({ deleted: z.literal(true), save_id: z.string() });

/** GET /api/fetch/user/chat?chat_id (spec §7). */
export const ZFetchChatQuery = z.object({ chat_id: ZId, unique_id: ZId.optional(), team_id: ZId.optional() });

/** Converts between the generation mode of a request and the chat's stored mode. */
export function toChatMode(mode: z.infer<typeof ZGenerationMode>): TChatMode {
  if (mode === 'file') return 'asset_file';
  if (mode === 'url') return 'asset_url';
  return mode;
}
export function toGenerationMode(mode: TChatMode): z.infer<typeof ZGenerationMode> {
  if (mode === 'asset_file') return 'file';
  if (mode === 'asset_url') return 'url';
  return mode;
}
