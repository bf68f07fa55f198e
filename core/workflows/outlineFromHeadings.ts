import { isContentWord, stemSet, wordsOf } from '../analysis/contentWords';

/**
 * An outline without a model (the offline engine): the subheadings the top pages share. Each
 * page's H2/H3 headings are cleaned (numbering, trailing colons), page furniture is dropped ("Table
 * of contents", "Related posts", "Comments", "Share"), near-duplicates across pages are grouped (the
 * same words once the headline's own words are set aside), groups are ranked by how many pages have
 * them, and the best `count` come back in the order most pages put them, a closing section
 * ("Conclusion", "FAQ") last. Nothing is invented: every subheading is one a page wrote.
 */
export function outlineFromHeadings(input: { pages: readonly (readonly string[])[]; count: number; headline?: string; topic?: string }): string[] {
  const ignored = topicStems(`${input.headline ?? ''} ${input.topic ?? ''}`);
  const groups: TGroup[] = [];
  input.pages.forEach((headings, page) => {
    const cleaned = headings.map(cleanHeading).filter((heading): heading is string => heading !== null);
    cleaned.forEach((text, position) => {
      const heading = { text, page, place: cleaned.length > 1 ? position / (cleaned.length - 1) : 0, ...keyOf(text, ignored) };
      const group = groups.find((known) => sameSubject(known.key, heading.key));
      if (group) group.members.push(heading);
      else groups.push({ key: heading.key, closing: heading.closing, members: [heading] });
    });
  });
  const ranked = groups
    .map((group, firstSeen) => ({ group, firstSeen, pages: new Set(group.members.map((member) => member.page)).size }))
    .sort((a, b) => b.pages - a.pages || b.group.members.length - a.group.members.length || a.firstSeen - b.firstSeen)
    .slice(0, Math.max(0, input.count))
    .map(({ group }) => group);
  const precedence = new Map(ranked.map((group) => [group, ranked.reduce((sum, other) => sum + precedes(group, other), 0)]));
  return ranked.sort((a, b) => Number(a.closing) - Number(b.closing) || precedence.get(b)! - precedence.get(a)! || placeOf(a) - placeOf(b)).map(wordingOf);
}

type THeading = { text: string; page: number; place: number; key: Set<string>; closing: boolean };
type TGroup = { key: Set<string>; closing: boolean; members: THeading[] };

/** Headings that are page furniture, not part of the article. */
const FURNITURE =
  /^(?:table of contents?|contents|in this (?:article|post|guide)|what'?s in this (?:article|post|guide)|jump to(?: .*)?|skip to (?:main )?content|related(?: (?:posts?|articles?|reading|content|guides?|stories))?|you (?:may|might) also like|more (?:posts|articles|from .*)|recent (?:posts|articles)|popular (?:posts|articles)|read (?:more|next|this next)|comments?|\d+ comments?|leave a (?:comment|reply)|post a comment|add a comment|share(?: this(?: (?:post|article))?)?|share (?:on|via) .*|follow us.*|subscribe.*|sign up.*|join (?:our|the) newsletter|newsletter|about the author|about us|author|written by .*|references|sources|further reading|categories|tags|search|menu|navigation|post navigation|advertisement|sponsored|disclaimer|privacy policy|cookies?(?: policy| settings)?|footer|sidebar|get in touch|contact us|you are here)$/i;

/** Headings that close an article: kept, but always last. */
const CLOSING = /^(?:conclusions?|in conclusion|final thoughts|closing thoughts|wrapping (?:it )?up|the bottom line|bottom line|summary|in summary|key takeaways|takeaways|faqs?|frequently asked questions.*)$/i;

/** "1. ", "2) ", "Step 3: ", "Tip #4 – ", "#5 " before a heading's words. */
const NUMBERING = /^(?:(?:step|tip|part|chapter|method|option|way|reason|idea|no\.?)\s*#?\d+\s*[.):\-–—]?\s*|#?\d+\s*[.):\-–—]\s*|#\d+\s+)/i;

/** A heading as an outline shows it: numbering, markdown marks, trailing colons and spaces gone; null when nothing of an article's subheading is left. */
export function cleanHeading(raw: string): string | null {
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#+\s*/, '')
    .replace(NUMBERING, '')
    .replace(/[\s:;,.\-–—|]+$/, '')
    .trim();
  if (text.length < 3 || text.length > 150) return null;
  const bare = text.replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (FURNITURE.test(bare) || !wordsOf(text).some((word) => isContentWord(word.text))) return null;
  return text;
}

/** The stems of the headline's and topic's content words: every page's headings share them, so they say nothing about which section a heading is. */
function topicStems(text: string): Set<string> {
  return new Set(wordsOf(text).filter((word) => isContentWord(word.text)).map((word) => word.stem));
}

/** What a heading is about: its content words' stems without the topic's (all of them when only the topic's are left). */
function keyOf(text: string, ignored: ReadonlySet<string>): { key: Set<string>; closing: boolean } {
  const bare = text.replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const content = [...stemSet(wordsOf(text).filter((word) => isContentWord(word.text)).map((word) => word.text).join(' '))];
  const own = content.filter((stem) => !ignored.has(stem));
  return { key: new Set(own.length ? own : content), closing: CLOSING.test(bare) };
}

/** Two headings are about one thing when they share most of their words (Dice coefficient ≥ 0.6). */
function sameSubject(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (!a.size || !b.size) return false;
  const shared = [...a].filter((stem) => b.has(stem)).length;
  return (2 * shared) / (a.size + b.size) >= 0.6;
}

/**
 * How many pages put `a` before `b`, less how many put it after: the pages' majority decides the
 * order of two sections, and a page that has only one of them has no say.
 */
function precedes(a: TGroup, b: TGroup): number {
  let sum = 0;
  for (const page of new Set(a.members.map((member) => member.page))) {
    const first = (group: TGroup) => Math.min(...group.members.filter((member) => member.page === page).map((member) => member.place));
    if (!b.members.some((member) => member.page === page)) continue;
    sum += Math.sign(first(b) - first(a));
  }
  return sum;
}

/** Where the pages put a group, on average (0 = first heading, 1 = last). */
const placeOf = (group: TGroup) => group.members.reduce((sum, member) => sum + member.place, 0) / group.members.length;

/** A group's wording: the form most pages wrote (case aside), the first seen on a tie. */
function wordingOf(group: TGroup): string {
  const counts = new Map<string, { text: string; count: number }>();
  for (const member of group.members) {
    const key = member.text.toLowerCase();
    const entry = counts.get(key) ?? { text: member.text, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]!.text;
}
