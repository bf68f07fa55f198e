import { PLATFORM_LIMITS, type TFormatFit, type TRepurposeFormat } from '@core/tools/repurposeFormats';

const number = (value: number) => value.toLocaleString('en-US');

/** The platform limit a format's card promises, or null when it has none to name. */
export function limitLabel(format: Pick<TRepurposeFormat, 'fit'>): string | null {
  switch (format.fit) {
    case 'thread':
      return `Up to ${PLATFORM_LIMITS.threadPosts} posts of ${PLATFORM_LIMITS.tweetChars} characters`;
    case 'tweet':
      return `${PLATFORM_LIMITS.tweetChars} characters`;
    case 'linkedin_long':
      return `${number(PLATFORM_LIMITS.linkedinLongChars)} characters`;
    case 'linkedin_short':
      return `${number(PLATFORM_LIMITS.linkedinShortChars)} characters`;
    case 'words':
      return `${PLATFORM_LIMITS.executiveSummaryWords} words`;
    case 'email':
      return `Subject within ${PLATFORM_LIMITS.emailSubjectChars} characters`;
    case 'qna':
      return null;
  }
}

/** A live count against a limit: "212 / 280 characters". */
export type TMeter = { count: number; max: number; unit: 'characters' | 'words'; over: boolean; text: string };

const meter = (count: number, max: number, unit: TMeter['unit'], label = ''): TMeter => ({
  count,
  max,
  unit,
  over: count > max,
  text: `${label}${number(count)} / ${number(max)} ${unit}`,
});

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The count an edited result is held to while the writer edits it: a tweet's or LinkedIn post's
 * characters, an executive summary's words, an email subject's characters. A thread counts each
 * post (threadPosts); Q&A has no limit.
 */
export function formatMeter(fit: TFormatFit, text: string): TMeter | null {
  const trimmed = text.trim();
  switch (fit) {
    case 'tweet':
      return meter(trimmed.length, PLATFORM_LIMITS.tweetChars, 'characters');
    case 'linkedin_long':
      return meter(trimmed.length, PLATFORM_LIMITS.linkedinLongChars, 'characters');
    case 'linkedin_short':
      return meter(trimmed.length, PLATFORM_LIMITS.linkedinShortChars, 'characters');
    case 'words':
      return meter(wordsIn(trimmed), PLATFORM_LIMITS.executiveSummaryWords, 'words');
    case 'email': {
      const subject = /^\s*subject\s*:\s*(.*)$/i.exec(trimmed.split('\n')[0] ?? '');
      return subject ? meter(subject[1]!.trim().length, PLATFORM_LIMITS.emailSubjectChars, 'characters', 'Subject: ') : null;
    }
    case 'thread':
    case 'qna':
      return null;
  }
}

/** One post of a thread as posted (its "n/total" number included) and its count against a tweet's limit. */
export type TThreadPost = { text: string; meter: TMeter };

/**
 * A thread's posts as the writer edits them: separated by blank lines (the server numbers them
 * "1/10 " and joins them so); text without blank lines counts one post a line. At most as many
 * posts as the writer wrote, each counted against 280 characters.
 */
export function threadPosts(text: string): TThreadPost[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const blocks = /\n\s*\n/.test(trimmed) ? trimmed.split(/\n\s*\n/) : trimmed.split('\n');
  return blocks
    .map((block) => block.trim())
    .filter(Boolean)
    .map((post) => ({ text: post, meter: meter(post.length, PLATFORM_LIMITS.tweetChars, 'characters') }));
}
