import type { TBriefSnapshot } from '../../api/seo';
import type { TLanguageCode, TReadability } from '../language';
import type { TDocStructure } from './docStructure';
import type { TTermIndex } from './termIndex';

/** What the content score reads: the doc (HTML or plain text), its title, meta, slug, keywords and the brief. */
export type TScoreInput = {
  html?: string | null;
  /** Plain text (paragraphs split on blank lines) when there is no HTML. */
  text?: string | null;
  title?: string | null;
  meta?: string | null;
  /** The doc's URL slug; absent when the doc has none (the slug is then not scored). */
  slug?: string | null;
  /** The target keyword; the brief's keyword when absent. */
  keyword?: string | null;
  secondaryKeywords?: readonly string[];
  /** Spec §3 name or ISO code; the brief's language when absent. */
  language?: string | null;
  /** The writer's site (a URL or host), so full-address links to it count as internal. */
  site?: string | null;
  snapshot: TBriefSnapshot | null;
};

/** One part of the score: the points it gave out of its maximum, and the rule that gave them. */
export type TScoreComponent = {
  id: string;
  label: string;
  /** Whole points; negative for the stuffing penalty. */
  points: number;
  /** 0 when the part cannot be scored yet (it needs a brief or a keyword). */
  max: number;
  /** A plain sentence saying how the points are given. */
  rule: string;
  /** What this text earned them with ("3 of 5 headings covered"). */
  detail: string;
};

/** Something to do next and the points it would gain. */
export type TScoreAction = { id: string; text: string; gain: number };

export type TTermStatus = 'missing' | 'under' | 'ok' | 'over';
export type TScoreTerm = { key: string; phrase: string; count: number; min: number; max: number; status: TTermStatus };

export type TContentScore = {
  /** 0–100, a whole number. */
  score: number;
  version: number;
  components: TScoreComponent[];
  /** Most points first. */
  actions: TScoreAction[];
  terms: TScoreTerm[];
  readability: TReadability;
  words: number;
  /** Why the score is out of fewer points than 100 (no brief, no keyword), or null. */
  notice: string | null;
};

/** Everything a component needs, worked out once. */
export type TScoreContext = {
  code: TLanguageCode | null;
  doc: TDocStructure;
  index: TTermIndex;
  words: number;
  keyword: string;
  /** The keyword's phrase key, '' when there is no keyword. */
  keywordKey: string;
  title: string;
  meta: string;
  slug: string | null;
  secondaryKeywords: readonly string[];
  snapshot: TBriefSnapshot | null;
  readability: TReadability;
};

/** A component's score and the actions that would raise it. */
export type TComponentResult = { component: TScoreComponent; actions: TScoreAction[] };

/** A component that cannot be scored yet: no points, no maximum, and the reason. */
export function unscored(id: string, label: string, rule: string, reason: string): TComponentResult {
  return { component: { id, label, points: 0, max: 0, rule, detail: reason }, actions: [] };
}

/** Gains are shown to one decimal. */
export const roundGain = (gain: number) => Math.round(gain * 10) / 10;
