import { z } from 'zod';
import { OFFLINE_POINTS_PER_SECTION, talkingPointsFromResearch, type TTalkingPoints } from '@core/workflows/talkingPointsFromResearch';
import { parseJsonAnswer } from '../jsonAnswer';
import type { TModelEngine } from '../models';
import { completeText, type TCallSettings, type TPrompt } from '../modelStream';
import type { TNoticeReader } from '../noModelNotice';
import { modelFailedError } from '../providerErrors';
import { cleanItem } from './answers';
import { talkingPointsNotice } from './notices';
import { blogToolPrompt, numbered, quoted, type TBlogPromptBase } from './prompt';
import { modelRun, offlineRun, type TBlogToolRun } from './result';

export type TTalkingPointsRequest = TBlogPromptBase & { headline: string; outline: readonly string[] };

/** Points a subheading gets from the model, at most (as many as the offline engine quotes). */
const POINTS_PER_SECTION = OFFLINE_POINTS_PER_SECTION;
/** A point holds 500 characters in a workflow's outline. */
const MAX_POINT_CHARS = 500;

/** The model's answer: each subheading's points, by its number in the outline (1 for the first). */
export const ZTalkingPointsAnswer = z.object({
  sections: z.array(z.object({ index: z.coerce.number().int(), points: z.array(z.string()) })).min(1),
});

/** Talking points for every subheading of the outline, from the research where it has something. */
export function talkingPointsPrompt(input: TTalkingPointsRequest): TPrompt {
  return blogToolPrompt(
    'talking points',
    input,
    [
      `For each subheading of the outline, write up to ${POINTS_PER_SECTION} talking points: one short sentence each, which the writer will expand into the section.`,
      'Take them from the research where it has something relevant to the subheading.',
      'Answer with JSON only, no other text, in this shape: {"sections":[{"index":1,"points":["the first point"]}]}, one entry for each subheading, with its number in the outline.',
    ],
    [
      ['Headline', quoted(input.headline)],
      ['Outline', numbered(input.outline)],
    ],
  );
}

/**
 * Reads the points of each subheading from the model's answer: the first entry for its number,
 * cleaned, repeats dropped, at most POINTS_PER_SECTION. Not JSON of that shape, or no point for any
 * subheading, is the model failing (model_failed).
 */
export function parseTalkingPoints(text: string, outline: readonly string[]): TTalkingPoints[] {
  const answer = parseJsonAnswer(text, ZTalkingPointsAnswer);
  const sections = outline.map((heading, at) => {
    const entry = answer.sections.find((section) => section.index === at + 1);
    const points = [...new Set((entry?.points ?? []).map((point) => cleanItem(point, MAX_POINT_CHARS)).filter((point) => /[\p{L}\p{N}]/u.test(point)))];
    return { heading, points: points.slice(0, POINTS_PER_SECTION) };
  });
  if (sections.every((section) => !section.points.length)) throw modelFailedError();
  return sections;
}

/**
 * POST /api/generate/blog/talking/points: points for every subheading. The offline engine quotes
 * the research's sentences about each subheading (none when it says nothing about one).
 */
export async function runTalkingPoints(engine: TModelEngine, input: TTalkingPointsRequest, settings: TCallSettings, readerOf: () => Promise<TNoticeReader>): Promise<TBlogToolRun> {
  if (engine.engine === 'offline') {
    const sections = talkingPointsFromResearch({ headline: input.headline, outline: input.outline, research: input.research });
    return offlineRun(engine, { sections, notice: talkingPointsNotice(await readerOf(), sections.some((section) => section.points.length)) });
  }
  const maxOutputTokens = input.outline.length * POINTS_PER_SECTION * 45 + 100;
  const { text } = await completeText(engine.model, talkingPointsPrompt(input), { ...settings, byok: engine.byok, maxOutputTokens });
  return modelRun(engine, { sections: parseTalkingPoints(text, input.outline) });
}
