import { titleCase } from './titleCase';

/**
 * What a topic is, for filling headline patterns: a thing ("sourdough bread"), an action ("how to
 * bake bread" → "Bake Bread"), a comparison ("notion vs obsidian") or a question ("why does bread
 * go stale"). Each headline pattern fills the shapes it reads well with.
 */
export type TTopicShape = {
  /** The topic as a noun phrase, title-cased; null when it is an action, a comparison or a question. */
  thing: string | null;
  /** What "how to" is followed by, title-cased ("Bake Bread"); null otherwise. */
  action: string | null;
  /** The two sides of "A vs B", title-cased; null otherwise. */
  pair: [string, string] | null;
  /** The question, title-cased, without its question mark; null otherwise. */
  question: string | null;
  /** Whether the topic names a year already (then no pattern adds one). */
  hasYear: boolean;
};

const QUESTION_OPENING = /^(?:what|why|when|where|who|which|how|is|are|can|could|do|does|did|should|will|would)\b/i;
const HOW_TO = /^how\s+to\s+(.+)$/i;
/** "What is X" / "What are X": the question is about a thing, X. */
const WHAT_IS = /^what\s+(?:is|are)\s+(?:an?\s+|the\s+)?(.+)$/i;
const VERSUS = /\s+(?:vs\.?|versus)\s+/i;

/** The topic's shape, read from its wording (trailing punctuation and quotes dropped). */
export function topicShape(topic: string): TTopicShape {
  const text = topic.trim().replace(/^["'“‘]+|["'”’]+$/g, '').replace(/\s+/g, ' ');
  const asked = text.endsWith('?');
  const plain = text.replace(/[?.!:;,]+$/, '').trim();
  const hasYear = /\b(?:19|20)\d{2}\b/.test(plain);
  const shape: TTopicShape = { thing: null, action: null, pair: null, question: null, hasYear };
  const sides = plain.split(VERSUS);
  if (sides.length === 2 && sides.every((side) => side.trim())) return { ...shape, pair: [titleCase(sides[0]!), titleCase(sides[1]!)] };
  const howTo = HOW_TO.exec(plain);
  if (howTo && !asked) return { ...shape, action: titleCase(howTo[1]!) };
  const whatIs = WHAT_IS.exec(plain);
  if (whatIs) return { ...shape, thing: titleCase(whatIs[1]!), question: titleCase(plain) };
  if (asked || QUESTION_OPENING.test(plain)) return { ...shape, question: titleCase(plain) };
  return { ...shape, thing: titleCase(plain) };
}
