import { z } from 'zod';
import { countWords } from '../analysis/wordCount';
import { ZEngine } from './chat';

/**
 * POST /api/content/humanize (issue 18, Humanize AI): a model rewrites each passage so it reads
 * naturally, keeping its facts; every rewrite comes back with a word diff and the mechanical check
 * of the facts it kept. Passages are plain text: HTML is not parsed, its tags are words like others.
 */

const ZId = z.string().min(1, 'An id is required.').max(100);

/** Passages one rewrite takes at most: a whole short article, or the selected paragraphs of a long one. */
export const HUMANIZE_MAX_PASSAGES = 40;
/** Words one rewrite takes at most, over all its passages: the model rewrites them in one answer. */
export const HUMANIZE_MAX_WORDS = 3_000;

export const ZHumanizePassageInput = z.object({
  text: z.string().max(40_000, 'A passage can be at most 40,000 characters.').refine((text) => text.trim().length > 0, 'A passage to rewrite is blank: send only passages with words in them.'),
});

export const ZHumanizeInput = z
  .object({
    unique_id: ZId,
    team_id: ZId.nullish(),
    /** The whole text cut into paragraphs, or only the selected ones, in their order. */
    passages: z
      .array(ZHumanizePassageInput, { error: 'Send the passages to rewrite.' })
      .min(1, 'There is no text to rewrite: paste a text or select some passages.')
      .max(HUMANIZE_MAX_PASSAGES, `Rewrite at most ${HUMANIZE_MAX_PASSAGES} passages at a time: select fewer paragraphs.`),
    /** The text's language (spec §3 names: English-US, German …); the model writes in it. */
    language: z.string().trim().max(40).optional(),
    /** The tone to write in ("friendly", "formal" …); none keeps the text's own. */
    tone: z.string().trim().max(60).optional(),
    /** A logical model name (gpt-4 …); none is the user's default chat model. */
    model: z.string().trim().min(1).max(100).optional(),
    /** The doc the passages come from, when they do: one the user may read (another's is 404). */
    save_id: ZId.optional(),
  })
  .superRefine((input, context) => {
    const words = input.passages.reduce((total, passage) => total + countWords(passage.text), 0);
    if (words > HUMANIZE_MAX_WORDS) {
      context.addIssue({
        code: 'custom',
        path: ['passages'],
        message: `Rewrite at most ${HUMANIZE_MAX_WORDS.toLocaleString('en-US')} words at a time (these passages have ${words.toLocaleString('en-US')}): select fewer paragraphs.`,
      });
    }
  });
export type THumanizeInput = z.input<typeof ZHumanizeInput>;

const ZFact = z.object({ kind: z.enum(['number', 'link', 'name']), text: z.string() });

/** One passage and its rewrite. */
export const ZHumanizedPassage = z.object({
  /** Its place in the passages sent (0-based). */
  index: z.number().int().min(0),
  original: z.string(),
  rewrite: z.string(),
  /** The model gave it back as it was (or gave nothing for it): nothing to accept. */
  unchanged: z.boolean(),
  /** Word diff original → rewrite (core/analysis/style passageDiff). */
  diff: z.array(z.object({ op: z.enum(['same', 'insert', 'delete']), text: z.string() })),
  /** The facts (numbers, links, names) of the original the rewrite lost, and the ones it brought in. */
  kept: z.object({ kept: z.boolean(), missing: z.array(ZFact), added: z.array(ZFact) }),
  /** Offered for one-click accept: changed and no fact lost. */
  acceptable: z.boolean(),
});
export type THumanizedPassage = z.infer<typeof ZHumanizedPassage>;

/** The rewrite: one entry per passage sent (none on the offline engine, which says why in `notice`). */
export const ZHumanizeResult = z.object({
  passages: z.array(ZHumanizedPassage),
  engine: ZEngine,
  model: z.string(),
  requested_model: z.string().optional(),
  /** Words of the changed rewrites: what the credits were charged for. */
  words: z.number(),
  credits_charged: z.number(),
  /** Why nothing was rewritten (no model connected), in words for this reader; null otherwise. */
  notice: z.string().nullable(),
});
export type THumanizeResult = z.infer<typeof ZHumanizeResult>;
