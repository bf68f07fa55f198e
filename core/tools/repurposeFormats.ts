import { field, type TToolDefinition } from './toolDefinition';

/** The repurpose templates of spec §3, by prompt id. */
export const REPURPOSE_FORMAT_IDS = [
  'twitter-thread',
  'tweet',
  'linkedin-post-long',
  'linkedin-post-short',
  'executive-summary',
  'qna',
  'promotional-email',
  'lead-generation-email',
] as const;
export type TRepurposeFormatId = (typeof REPURPOSE_FORMAT_IDS)[number];

/** The platforms' own limits, in characters (a tweet's 280; LinkedIn's 3,000 a post). */
export const PLATFORM_LIMITS = {
  tweetChars: 280,
  threadPosts: 10,
  linkedinLongChars: 3_000,
  /** A short post is read whole before LinkedIn's "…see more" on most screens. */
  linkedinShortChars: 600,
  emailSubjectChars: 60,
  executiveSummaryWords: 250,
} as const;

/** How a format's answer is held to its platform (core/tools/fitFormat.ts). */
export type TFormatFit = 'thread' | 'tweet' | 'linkedin_long' | 'linkedin_short' | 'words' | 'qna' | 'email';

/** Which icon the format's card shows (web/scenes/Repurpose maps it). */
export type TFormatThumb = 'thread' | 'tweet' | 'post' | 'summary' | 'qna' | 'email';

export type TRepurposeFormat = TToolDefinition<TRepurposeFormatId> & { fit: TFormatFit; thumb: TFormatThumb };

const SOURCE_CHARS = 50_000;
const source = () => field.text('text', 'Content to repurpose', SOURCE_CHARS, { hint: 'A doc of yours or pasted text.' });
const offer = () => field.line('offer', 'What the email promotes or offers (optional)', 300, { required: false });

export const REPURPOSE_FORMATS: { readonly [K in TRepurposeFormatId]: TRepurposeFormat & { id: K } } = {
  'twitter-thread': {
    id: 'twitter-thread',
    title: 'Twitter thread',
    description: 'A numbered thread of posts, each within 280 characters.',
    thumb: 'thread',
    fit: 'thread',
    fields: [source()],
    output: 'list',
    task: 'Turn the content into a thread of posts for X (Twitter).',
    rules: () => [
      `Write 4 to ${PLATFORM_LIMITS.threadPosts} posts, one per line, each under 260 characters, the first a hook; no numbering (it is added), at most two hashtags in all.`,
    ],
    maxOutputTokens: 1_000,
    offline: null,
  },
  tweet: {
    id: 'tweet',
    title: 'Tweet',
    description: 'One post within 280 characters.',
    thumb: 'tweet',
    fit: 'tweet',
    fields: [source()],
    output: 'text',
    task: 'Turn the content into a single post for X (Twitter).',
    rules: () => ['One post under 270 characters with the content’s most useful point; at most two hashtags.'],
    maxOutputTokens: 120,
    offline: null,
  },
  'linkedin-post-long': {
    id: 'linkedin-post-long',
    title: 'LinkedIn post (long)',
    description: `A long-form LinkedIn post, within ${PLATFORM_LIMITS.linkedinLongChars.toLocaleString('en-US')} characters.`,
    thumb: 'post',
    fit: 'linkedin_long',
    fields: [source()],
    output: 'text',
    task: 'Turn the content into a long LinkedIn post.',
    rules: () => ['A one-line hook, short paragraphs of one or two sentences, the key lessons, a question to close; under 2,800 characters; at most three hashtags at the end.'],
    maxOutputTokens: 900,
    offline: null,
  },
  'linkedin-post-short': {
    id: 'linkedin-post-short',
    title: 'LinkedIn post (short)',
    description: `A short LinkedIn post, within ${PLATFORM_LIMITS.linkedinShortChars} characters.`,
    thumb: 'post',
    fit: 'linkedin_short',
    fields: [source()],
    output: 'text',
    task: 'Turn the content into a short LinkedIn post.',
    rules: () => ['A hook line and two or three short sentences with the main point; under 550 characters; at most two hashtags.'],
    maxOutputTokens: 220,
    offline: null,
  },
  'executive-summary': {
    id: 'executive-summary',
    title: 'Executive summary',
    description: `The main points for a busy reader, within ${PLATFORM_LIMITS.executiveSummaryWords} words.`,
    thumb: 'summary',
    fit: 'words',
    fields: [source()],
    output: 'text',
    task: 'Write an executive summary of the content.',
    rules: () => [`At most ${PLATFORM_LIMITS.executiveSummaryWords - 20} words: the conclusion first, then the key points; only what the content says.`],
    maxOutputTokens: 450,
    offline: 'summary',
  },
  qna: {
    id: 'qna',
    title: 'Q&A',
    description: 'Questions a reader would ask, answered from the content.',
    thumb: 'qna',
    fit: 'qna',
    fields: [source()],
    output: 'faqs',
    task: 'Write the questions a reader would ask about the content, each answered from it.',
    rules: () => ['5 to 8 pairs, each as two lines: "Q: " and the question, then "A: " and the answer from the content; a blank line between pairs.'],
    maxOutputTokens: 900,
    offline: 'faqs',
  },
  'promotional-email': {
    id: 'promotional-email',
    title: 'Promotional email',
    description: 'An email that promotes the content to your list.',
    thumb: 'email',
    fit: 'email',
    fields: [source(), offer()],
    output: 'text',
    task: 'Write a promotional email that gets readers to read the content.',
    rules: () => [`First line "Subject: " and a subject under ${PLATFORM_LIMITS.emailSubjectChars} characters, then the body under 200 words with one call to action.`],
    maxOutputTokens: 450,
    offline: null,
  },
  'lead-generation-email': {
    id: 'lead-generation-email',
    title: 'Lead generation email',
    description: 'A cold email that opens a conversation, using the content as its hook.',
    thumb: 'email',
    fit: 'email',
    fields: [source(), offer()],
    output: 'text',
    task: 'Write a lead generation email that uses the content as its hook.',
    rules: () => [`First line "Subject: " and a subject under ${PLATFORM_LIMITS.emailSubjectChars} characters, then a body under 150 words ending with a low-effort question.`],
    maxOutputTokens: 400,
    offline: null,
  },
};

export function isRepurposeFormat(id: string): id is TRepurposeFormatId {
  return Object.hasOwn(REPURPOSE_FORMATS, id);
}
