import { z } from 'zod';
import { WRITE_MORE_CONTEXT_CHARS } from '../constants';
import { ZPassage } from './citations';
import { ZChatItem, ZSearchObj, ZEngine } from './chat';
import { ZGenerationMode } from './fairUsage';

const ZId = z.string().min(1);

/**
 * The model names a request may carry (spec §6, §9): logical names that the server's configuration
 * maps to real provider models (docs/decisions.md "AI engine"). Flags decide which a user may pick.
 */
export const MODEL_NAMES = ['gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo-16k', 'claude-3-opus', 'azure-gpt', 'claude'] as const;
export type TModelName = (typeof MODEL_NAMES)[number];

/**
 * POST /api/generate/query/stream (spec §7): a FactGPT answer streamed as server-sent events.
 * Refusals that happen before the stream starts (credits 429, plan 430, fair usage 420, byok key
 * errors 404/437/432/440/441, validation 400) come back as ordinary JSON error responses, so the
 * client's status handling (spec §8) applies unchanged.
 */
export const ZQueryStreamInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  project_id: ZId,
  query: z.string().trim().min(1, 'Please type a question.').max(8_000, 'A question can be at most 8000 characters.'),
  mode: ZGenerationMode.default('instruct'),
  search_obj: ZSearchObj.default({ filename: [], url: [], domain: [] }),
  /** A logical model name (spec: gpt-4, gpt-4-turbo, gpt-3.5-turbo-16k, claude-3-opus, azure-gpt, claude). */
  model: z.string().trim().min(1).max(100).optional(),
  /** Earlier turns for context (the client sends at most the last 20); a new chat stores them before the question. */
  chat_history: z.array(ZChatItem).max(20).default([]),
  language: z.string().max(40).optional(),
  /**
   * The chat the answer is saved to: one of the user's chats (another's, or a missing one, is 404),
   * or none for a new chat in project_id. The server saves the question and answer itself, in the
   * transaction that charges the answer, and names the chat in `meta` and `done`.
   */
  chat_id: ZId.nullish(),
});
export type TQueryStreamInput = z.input<typeof ZQueryStreamInput>;

/**
 * POST /api/public/generate/query/stream: the same answer for a signed-out visitor of the public tool.
 * It spends one of the visitor's 15 daily runs (spec §9) and has no project, so only instruct and
 * serp; the installation's default chat model answers (never a user's key).
 */
export const ZPublicQueryStreamInput = z.object({
  query: ZQueryStreamInput.shape.query,
  mode: z.enum(['instruct', 'serp'], { error: 'Public runs answer in instruct or serp mode.' }).default('instruct'),
  chat_history: z.array(ZChatItem).max(20).default([]),
  language: z.string().max(40).optional(),
});
export type TPublicQueryStreamInput = z.input<typeof ZPublicQueryStreamInput>;

/**
 * The events of the stream, in order: one `meta`, any number of `token`, at most one `citations`,
 * at most one `follow_up`, then exactly one `done` or one `error`.
 */
/**
 * Who writes the answer: `model` is the real model ("offline" for the offline engine, else e.g.
 * "gpt-4o" or "llama3.1:8b"); `requested_model` is the logical name it was asked for (gpt-4 …).
 */
export const ZStreamMeta = z.object({
  engine: ZEngine,
  model: z.string(),
  requested_model: z.string().optional(),
  /**
   * The chat this answer will be saved to (the one named, or the id a new chat will get); absent on
   * the public stream. A client that stops the answer never sees `done`, and takes the id from here.
   */
  chat_id: z.string().optional(),
});
export const ZStreamToken = z.object({ text: z.string() });
export const ZStreamCitations = z.object({ citations: z.array(ZPassage) });
export const ZStreamFollowUp = z.object({ follow_up: z.array(z.string()) });
export const ZStreamDone = z.object({
  finish_reason: z.string(),
  words: z.number(),
  credits_charged: z.number(),
  /** Set when the offline engine could not do the task: what to configure to get it done. */
  notice: z.string().nullable(),
  /**
   * The chat the question and answer were saved to, in the transaction that charged them; null when
   * nothing is saved (the public stream, or a save that failed, which then charged nothing).
   */
  chat_id: z.string().nullable(),
});
/** A failure after the stream began: the same ids, statuses and messages as the error catalogue. */
export const ZStreamError = z.object({ status: z.number(), error: z.string(), message: z.string() });
export type TStreamEvent =
  | { event: 'meta'; data: z.infer<typeof ZStreamMeta> }
  | { event: 'token'; data: z.infer<typeof ZStreamToken> }
  | { event: 'citations'; data: z.infer<typeof ZStreamCitations> }
  | { event: 'follow_up'; data: z.infer<typeof ZStreamFollowUp> }
  | { event: 'done'; data: z.infer<typeof ZStreamDone> }
  | { event: 'error'; data: z.infer<typeof ZStreamError> };

/** POST /api/generate/instruct and /api/generate/instruct/source/truth (spec §7). */
export const ZInstructInput = z.object({
  text: z.string().trim().min(1, 'Please write an instruction.').max(20_000),
  unique_id: ZId,
  language: z.string().max(40).optional(),
  team_id: ZId.nullish(),
  /** source/truth only: the asset (file) to answer from. */
  filename: z.string().max(500).optional(),
  project_id: ZId.optional(),
  model: z.string().max(100).optional(),
  key: z.boolean().optional(),
});

/** POST /api/content/write/for/me (spec §7): continue the text; only its last 2500 characters are context. */
export const ZWriteForMeInput = z.object({
  text: z.string().min(1, 'Please write something first.').max(500_000),
  generation_length: z.coerce.number().int().min(10).max(2_000).default(150),
  unique_id: ZId,
  use_cohere: z.boolean().optional(),
  language: z.string().max(40).optional(),
  team_id: ZId.nullish(),
  model: z.string().max(100).optional(),
  key: z.boolean().optional(),
});
export const WRITE_FOR_ME_CONTEXT_CHARS = WRITE_MORE_CONTEXT_CHARS;

/** The JSON answer of the non-streamed generation calls. */
export const ZGenerationResult = z.object({
  output: z.string(),
  engine: ZEngine,
  /** The real model that wrote it ("offline" for the offline engine); requested_model is the logical name. */
  model: z.string(),
  requested_model: z.string().optional(),
  citations: z.array(ZPassage).default([]),
  words: z.number(),
  credits_charged: z.number(),
  notice: z.string().nullable(),
});
export type TGenerationResult = z.infer<typeof ZGenerationResult>;
