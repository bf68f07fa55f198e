import { HEADLINE_STYLES } from '../api/workflows';
import { topicShape, type TTopicShape } from './topicShape';

export type THeadlineStyle = (typeof HEADLINE_STYLES)[number];

/** What a pattern is filled with: the topic's shape and, when the server passed it, the current year. */
type TSlots = TTopicShape & { year: number | null };
/** A headline pattern: the headline for these slots, or null when the topic's shape does not fit it. */
type TPattern = (slots: TSlots) => string | null | false;

/** " in 2026" when the year is known and the topic names none. */
const inYear = (s: TSlots) => (s.year && !s.hasYear ? ` in ${s.year}` : '');

/** The head noun of a thing ("Shoes" of "Running Shoes for Flat Feet") is plural: "Are", "Do". */
function isPlural(thing: string): boolean {
  const head = thing.split(/\s+(?:for|of|in|with|on|to|at|from|by|and|vs)\s+/i)[0]!.split(/\s+/).at(-1)!;
  return /[^s]s$/i.test(head) && !/(?:us|is)$/i.test(head) && head !== head.toUpperCase();
}
const be = (thing: string) => (isPlural(thing) ? 'Are' : 'Is');
const does = (thing: string) => (isPlural(thing) ? 'Do' : 'Does');
const works = (thing: string) => (isPlural(thing) ? 'Work' : 'Works');

/** Each style's patterns, best first. A thing (T), an action (A), a pair (X vs Y) and a question (Q) each fill some. */
const PATTERNS: Record<THeadlineStyle, TPattern[]> = {
  how_to: [
    (s) => s.action && `How to ${s.action}: A Step-by-Step Guide`,
    (s) => s.thing && `How to Get Started With ${s.thing}`,
    (s) => s.action && `How to ${s.action} (Even as a Beginner)`,
    (s) => s.thing && `${s.thing}: How to Get It Right`,
    (s) => s.action && `How to ${s.action} the Right Way`,
    (s) => s.thing && `How to Make the Most of ${s.thing}${inYear(s)}`,
    (s) => s.action && `The Easiest Way to ${s.action}`,
    (s) => s.thing && `How ${s.thing} ${works(s.thing)}, Step by Step`,
    (s) => s.action && `How to ${s.action}${inYear(s)}`,
    (s) => s.thing && `How to Get Better Results With ${s.thing}`,
    (s) => s.pair && `How to Choose Between ${s.pair[0]} and ${s.pair[1]}`,
    (s) => s.question && `${s.question}? A Step-by-Step Answer`,
  ],
  listicle: [
    (s) => s.thing && `7 Things to Know About ${s.thing}`,
    (s) => s.action && `7 Ways to ${s.action}`,
    (s) => s.thing && `10 Tips for ${s.thing}${inYear(s)}`,
    (s) => s.action && `10 Tips to ${s.action}`,
    (s) => s.thing && `${s.thing}: 5 Mistakes to Avoid`,
    (s) => s.action && `5 Mistakes to Avoid When You ${s.action}`,
    (s) => s.thing && `9 ${s.thing} Questions, Answered`,
    (s) => s.thing && `The Top 7 ${s.thing} Tips${inYear(s)}`,
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: 7 Differences That Matter`,
    (s) => s.question && `${s.question}? 5 Things to Consider`,
  ],
  question: [
    (s) => s.question && `${s.question}?`,
    (s) => s.thing && `What ${be(s.thing)} ${s.thing}? Everything You Need to Know`,
    (s) => s.question && `${s.question}? Here's the Answer`,
    (s) => s.thing && `${be(s.thing)} ${s.thing} Worth It${inYear(s)}?`,
    (s) => s.action && `How Do You ${s.action}?`,
    (s) => s.question && `${s.question}? What You Need to Know`,
    (s) => s.thing && `How ${does(s.thing)} ${s.thing} Work?`,
    (s) => s.action && `What's the Best Way to ${s.action}?`,
    (s) => s.thing && `What Should You Know About ${s.thing}?`,
    (s) => s.action && `Want to ${s.action}? Start Here`,
    (s) => s.question && `${s.question}? The Short Answer`,
    (s) => s.question && `${s.question}? Explained Simply`,
    (s) => s.question && `${s.question}? Let's Find Out`,
    (s) => s.pair && `${s.pair[0]} or ${s.pair[1]}: Which Should You Choose?`,
    (s) => s.pair && `Is ${s.pair[0]} Better Than ${s.pair[1]}?`,
  ],
  guide: [
    (s) => s.thing && `The Complete Guide to ${s.thing}${inYear(s)}`,
    (s) => s.action && `How to ${s.action}: The Complete Guide${inYear(s)}`,
    (s) => s.thing && `${s.thing}: The Ultimate Beginner's Guide`,
    (s) => s.action && `A Beginner's Guide: How to ${s.action}`,
    (s) => s.thing && `${s.thing} Explained: A Practical Guide`,
    (s) => s.thing && `Everything You Need to Know About ${s.thing}`,
    (s) => s.thing && `A Beginner's Guide to ${s.thing}`,
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: The Complete Guide${inYear(s)}`,
    (s) => s.question && `${s.question}? A Complete Guide`,
    (s) => s.question && `${s.question}? Everything You Need to Know`,
  ],
  comparison: [
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: Which Is Better?`,
    (s) => s.thing && `${s.thing} Compared: Which Option Is Right for You?`,
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: An Honest Comparison${inYear(s)}`,
    (s) => s.thing && `The Best ${s.thing} Options Compared${inYear(s)}`,
    (s) => s.pair && `${s.pair[0]} or ${s.pair[1]}? How to Decide`,
    (s) => s.thing && `${s.thing} vs the Alternatives: An Honest Comparison`,
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: Key Differences Explained`,
    (s) => s.thing && `${s.thing}: Pros and Cons`,
    (s) => s.action && `The Best Ways to ${s.action}, Compared`,
  ],
  news: [
    (s) => s.thing && `${s.thing}: What's New${inYear(s)}`,
    (s) => s.thing && `The Latest on ${s.thing}`,
    (s) => s.thing && `${s.thing} Update: What You Need to Know`,
    (s) => s.thing && `What's Changing in ${s.thing}, and Why It Matters`,
    (s) => s.thing && `${s.thing} News: What Changed and What It Means for You`,
    (s) => s.action && `New Ways to ${s.action}: What's Changed${inYear(s)}`,
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: The Latest${inYear(s)}`,
    (s) => s.question && `${s.question}? The Latest Answers`,
  ],
  benefit: [
    (s) => s.thing && `The Benefits of ${s.thing} (and How to Get Them)`,
    (s) => s.action && `Why You Should Learn How to ${s.action}`,
    (s) => s.thing && `Why ${s.thing} ${be(s.thing)} Worth Your Time`,
    (s) => s.thing && `What ${s.thing} Can Do for You`,
    (s) => s.action && `The Benefits of Learning How to ${s.action}`,
    (s) => s.thing && `7 Benefits of ${s.thing} You Should Know`,
    (s) => s.thing && `Get More Out of ${s.thing}${inYear(s)}`,
    (s) => s.pair && `${s.pair[0]} vs ${s.pair[1]}: Which Gives You More?`,
  ],
};

/**
 * Headlines without a model (the offline engine): the style's patterns filled with the topic
 * (title-cased; an action, a comparison or a question fills the patterns that read well with it),
 * then the other styles' patterns when the style has fewer than `count` that fit, `count` distinct
 * ones in all. A year appears only when `year` is given and the topic names none: core has no clock.
 */
export function headlinePatterns(input: { topic: string; style: THeadlineStyle; count: number; year?: number | null }): string[] {
  if (!input.topic.trim() || input.count < 1) return [];
  const slots: TSlots = { ...topicShape(input.topic), year: input.year ?? null };
  const styles = [input.style, ...HEADLINE_STYLES.filter((style) => style !== input.style)];
  const headlines: string[] = [];
  const seen = new Set<string>();
  for (const pattern of styles.flatMap((style) => PATTERNS[style])) {
    const headline = pattern(slots);
    if (!headline || seen.has(headline.toLowerCase())) continue;
    seen.add(headline.toLowerCase());
    headlines.push(headline);
    if (headlines.length === input.count) break;
  }
  return headlines;
}
