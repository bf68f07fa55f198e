import { splitSentences } from '../text/dropStarredSentences';
import { cutAtWord } from '../text/cutAtWord';
import { PLATFORM_LIMITS, type TFormatFit } from './repurposeFormats';
import { cleanLine, faqPairs } from './toolAnswer';

/** Text cut to `max` characters at the last whole sentence that fits, else at a word with an ellipsis. */
export function cutToChars(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const sentence of splitSentences(text)) {
    if ((kept + sentence).trimEnd().length > max) break;
    kept += sentence;
  }
  if (kept.trim()) return kept.trimEnd();
  return `${cutAtWord(text, max - 1)}…`;
}

/** Text cut to `max` words at a sentence end (a single over-long sentence is cut at the word). */
export function cutToWords(text: string, max: number): string {
  const count = (part: string) => part.split(/\s+/).filter(Boolean).length;
  if (count(text) <= max) return text;
  let kept = '';
  for (const sentence of splitSentences(text)) {
    if (count(kept + sentence) > max) break;
    kept += sentence;
  }
  if (kept.trim()) return kept.trimEnd();
  return `${text.split(/\s+/).slice(0, max).join(' ')}…`;
}

/** A thread: the posts (one per line or paragraph), at most ten, each numbered "n/total" within 280 characters. */
export function fitThread(text: string): string {
  const posts = text
    .split(/\n+/)
    .map(cleanLine)
    .filter(Boolean)
    .slice(0, PLATFORM_LIMITS.threadPosts);
  const total = posts.length;
  return posts
    .map((post, index) => {
      const number = `${index + 1}/${total} `;
      return number + cutToChars(post, PLATFORM_LIMITS.tweetChars - number.length);
    })
    .join('\n\n');
}

/** An email's subject line held to its length; the body as written. */
export function fitEmail(text: string): string {
  const lines = text.trim().split('\n');
  const subject = /^\**\s*subject\s*:\s*\**\s*(.*)$/i.exec(lines[0] ?? '');
  if (!subject) return text.trim();
  return [`Subject: ${cutAtWord(subject[1]!.trim(), PLATFORM_LIMITS.emailSubjectChars)}`, ...lines.slice(1)].join('\n').trim();
}

/** Holds a repurposed answer to its platform's limits (the ones its card promises). */
export function fitFormat(fit: TFormatFit, text: string): string {
  const trimmed = text.trim();
  switch (fit) {
    case 'thread':
      return fitThread(trimmed);
    case 'tweet':
      return cutToChars(trimmed.replace(/\s+/g, ' '), PLATFORM_LIMITS.tweetChars);
    case 'linkedin_long':
      return cutToChars(trimmed, PLATFORM_LIMITS.linkedinLongChars);
    case 'linkedin_short':
      return cutToChars(trimmed, PLATFORM_LIMITS.linkedinShortChars);
    case 'words':
      return cutToWords(trimmed, PLATFORM_LIMITS.executiveSummaryWords);
    case 'qna':
      return faqPairs(trimmed).map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join('\n\n') || trimmed;
    case 'email':
      return fitEmail(trimmed);
  }
}
