import { HEADLINE_STYLES } from '../api/workflows';
import { BLOG_TONES } from '../editor/editorOptions';
import { STANDALONE_TOOL_IDS, type TStandaloneToolId } from './standaloneToolIds';
import { field, type TLinkedTool, type TToolDefinition } from './toolDefinition';

export { STANDALONE_TOOL_IDS, type TStandaloneToolId };

/** Tools that are pages of their own: the generic tool page sends the writer there. */
export const LINKED_TOOLS = {
  factcheck: { id: 'factcheck', title: 'Fact Check', description: 'Check the claims in a passage against sources.', page: '/optimizer/factcheck' },
  factgpt: { id: 'factgpt', title: 'FactGPT', description: 'Ask a question and get a factual answer with its sources.', page: '/factgpt' },
  custom: { id: 'custom', title: 'Custom Prompt', description: 'Run a prompt you wrote yourself, with variables.', page: '/templates' },
  public: { id: 'public', title: 'Public Tools', description: 'The writing tools anyone can try without an account, up to 15 runs a day.', page: '/standalones/public' },
} as const satisfies Record<string, TLinkedTool<TStandaloneToolId>>;
export type TLinkedToolId = keyof typeof LINKED_TOOLS;
export type TWritingToolId = Exclude<TStandaloneToolId, TLinkedToolId>;

/** Sizes of what the tools take (characters): a passage, a long text, a brief and a line. */
const PASSAGE = 8_000;
const LONG_TEXT = 50_000;
const BRIEF = 2_000;
const LINE = 300;

const sourceText = (required: boolean, label = 'Source text (optional)') =>
  field.text('source', label, LONG_TEXT, { required, hint: 'Paste what the tool should draw on; nothing beyond it is invented.' });
const audience = () => field.line('audience', 'Audience (optional)', LINE, { required: false, placeholder: 'e.g. first-time home buyers' });
const tone = () => field.choice('tone', 'Tone', BLOG_TONES, 'CASUAL');
const count = (max: number, fallback: number) => field.choice('count', 'How many', Array.from({ length: max }, (_, index) => String(index + 1)), String(fallback));
const has = (values: Readonly<Record<string, string>>, name: string) => Boolean(values[name]?.trim());

/** Every writing tool the generic page renders, in the order of spec §2. */
export const WRITING_TOOLS: { readonly [K in TWritingToolId]: TToolDefinition<K> } = {
  extender: {
    id: 'extender',
    title: 'Content Extender',
    description: 'Continue a passage with more text in the same style and tone.',
    fields: [field.text('text', 'Your text', PASSAGE, { placeholder: 'The passage to continue' }), field.choice('length', 'How much more', ['a paragraph', 'two paragraphs', 'three paragraphs'], 'two paragraphs')],
    output: 'text',
    task: 'Continue the writer’s text where it ends, in the same voice, tense and person.',
    rules: (values) => [`Write ${values.length ?? 'two paragraphs'} that follow on from the last sentence; do not repeat or summarise what is already there.`],
    maxOutputTokens: 700,
    offline: null,
  },
  rephraser: {
    id: 'rephraser',
    title: 'Rephraser',
    description: 'Rewrite a passage in another tone while keeping what it says.',
    fields: [field.text('text', 'Your text', PASSAGE), tone()],
    output: 'text',
    task: 'Rewrite the writer’s text in the tone given, keeping every fact, name and number it states.',
    rules: () => ['Keep the length about the same and the meaning exactly; change wording and rhythm only.'],
    maxOutputTokens: 2_400,
    offline: null,
  },
  headlines: {
    id: 'headlines',
    title: 'Headlines',
    description: 'Suggest headlines for a topic that you can pick from or refine.',
    fields: [field.line('topic', 'Topic or keyword', LINE), field.choice('style', 'Style', HEADLINE_STYLES, 'how_to'), count(10, 5)],
    output: 'list',
    task: 'Write headlines for a blog post on the topic.',
    rules: (values) => [`Write ${values.count ?? '5'} distinct headlines in the "${values.style ?? 'how_to'}" style, one per line, under 70 characters each, no numbering or quotes.`],
    maxOutputTokens: 400,
    offline: 'headlines',
  },
  intros: {
    id: 'intros',
    title: 'Intros',
    description: 'Write an opening paragraph for a blog post from its headline.',
    fields: [field.line('headline', 'Headline', LINE), field.text('context', 'What the post covers (optional)', BRIEF, { required: false }), tone()],
    output: 'text',
    task: 'Write the opening paragraph of a blog post with this headline.',
    rules: () => ['One paragraph of 60 to 110 words that hooks the reader and says what the post will give them; no headline, no greeting.'],
    maxOutputTokens: 300,
    offline: null,
  },
  blogideas: {
    id: 'blogideas',
    title: 'Blog Ideas',
    description: 'Suggest blog post ideas for a topic or keyword.',
    fields: [field.line('topic', 'Topic or keyword', LINE), audience(), count(10, 7)],
    output: 'list',
    task: 'Suggest blog post ideas on the topic.',
    rules: (values) => [`Give ${values.count ?? '7'} ideas, one per line: a working title, a colon, then the angle in one sentence. No numbering.`],
    maxOutputTokens: 600,
    offline: null,
  },
  synopsis: {
    id: 'synopsis',
    title: 'Synopsis',
    description: 'Condense a text into a short synopsis of its main points.',
    fields: [field.text('text', 'Text to condense', LONG_TEXT)],
    output: 'text',
    task: 'Write a synopsis of the writer’s text: its main points, in the order it makes them.',
    rules: () => ['At most 150 words, one paragraph; only what the text says.'],
    maxOutputTokens: 350,
    offline: 'summary',
  },
  faqs: {
    id: 'faqs',
    title: 'FAQs',
    description: 'Write frequently asked questions and their answers about a topic.',
    fields: [field.line('topic', 'Topic', LINE), sourceText(false, 'Text to draw the answers from (optional; needed without a model)'), count(10, 5)],
    output: 'faqs',
    task: 'Write frequently asked questions about the topic, each with its answer.',
    rules: (values) => [
      `Write ${values.count ?? '5'} pairs, each as two lines: "Q: " and the question, then "A: " and a 1–3 sentence answer; a blank line between pairs.`,
      ...(has(values, 'source') ? ['Answer only from the source text; leave out a question it does not answer.'] : []),
    ],
    maxOutputTokens: 900,
    offline: 'faqs',
  },
  product: {
    id: 'product',
    title: 'Product Description',
    description: 'Describe a product for a store or landing page.',
    fields: [field.line('product', 'Product name', LINE), field.text('features', 'Features and facts', BRIEF), audience(), tone()],
    output: 'text',
    task: 'Write a product description from the name and facts given.',
    rules: () => ['80 to 150 words: what it is, who it is for, its benefits drawn from the facts given; invent no features, materials, sizes or prices.'],
    maxOutputTokens: 400,
    offline: null,
  },
  marketingcopy: {
    id: 'marketingcopy',
    title: 'Marketing Copy',
    description: 'Write short promotional copy for a product, service or offer.',
    fields: [field.line('offer', 'Product, service or offer', LINE), field.text('details', 'Details (optional)', BRIEF, { required: false }), audience(), tone()],
    output: 'text',
    task: 'Write short marketing copy for the offer.',
    rules: () => ['A headline line, two short paragraphs and a call to action line; claims only from the details given.'],
    maxOutputTokens: 450,
    offline: null,
  },
  metadescription: {
    id: 'metadescription',
    title: 'Meta Description',
    description: 'Write the description a search engine shows under a page title.',
    fields: [field.line('keyword', 'Target keyword', LINE), field.text('text', 'Page text or summary', LONG_TEXT)],
    output: 'text',
    task: 'Write the meta description of the page.',
    rules: () => ['One sentence or two, 120 to 160 characters in all, containing the target keyword, saying what the page gives the searcher. No quotes.'],
    maxOutputTokens: 120,
    offline: 'meta_description',
  },
  eli5: {
    id: 'eli5',
    title: "Explain Like I'm Five",
    description: 'Explain a complex idea in plain, simple words.',
    fields: [field.text('text', 'What to explain', PASSAGE)],
    output: 'text',
    task: 'Explain the idea so that a five-year-old would follow it.',
    rules: () => ['Short sentences, everyday words, one concrete comparison; under 150 words; nothing untrue for the sake of simplicity.'],
    maxOutputTokens: 350,
    offline: null,
  },
  videodescription: {
    id: 'videodescription',
    title: 'Video Description',
    description: 'Write the description that goes under a video.',
    fields: [field.line('title', 'Video title', LINE), field.text('summary', 'What the video covers', BRIEF), field.line('keywords', 'Keywords (optional)', LINE, { required: false })],
    output: 'text',
    task: 'Write the description shown under the video.',
    rules: () => ['A two-sentence opening that says what the viewer gets, then a short list of what is covered; at most 1,000 characters; no invented timestamps or links.'],
    maxOutputTokens: 400,
    offline: null,
  },
  salesemail: {
    id: 'salesemail',
    title: 'Sales Email',
    description: 'Draft a sales email for a product or offer.',
    fields: [field.line('offer', 'Product or offer', LINE), field.line('recipient', 'Who receives it', LINE), field.text('points', 'Points to make (optional)', BRIEF, { required: false }), tone()],
    output: 'text',
    task: 'Draft a sales email.',
    rules: () => ['First line "Subject: " and a subject under 60 characters, then the body: under 150 words, one clear call to action, signed "[Your name]".'],
    maxOutputTokens: 450,
    offline: null,
  },
  paragraphshredder: {
    id: 'paragraphshredder',
    title: 'Paragraph Shredder',
    description: 'Break a dense paragraph into shorter, clearer ones.',
    fields: [field.text('text', 'Dense paragraph', PASSAGE)],
    output: 'text',
    task: 'Break the writer’s dense text into short, clear paragraphs.',
    rules: () => ['Keep every point and the order; split long sentences; paragraphs of one to three sentences.'],
    maxOutputTokens: 2_400,
    offline: null,
  },
  keywordstotext: {
    id: 'keywordstotext',
    title: 'Keywords to Text',
    description: 'Turn a list of keywords into readable sentences.',
    fields: [field.list('keywords', 'Keywords (one per line)', 30), field.line('topic', 'Topic (optional)', LINE, { required: false })],
    output: 'text',
    task: 'Write a readable paragraph or two that uses every keyword naturally.',
    rules: () => ['Use each keyword at least once, unchanged; no keyword stuffing; under 250 words.'],
    maxOutputTokens: 500,
    offline: null,
  },
  bulletpointstotext: {
    id: 'bulletpointstotext',
    title: 'Bullet Points to Text',
    description: 'Turn bullet points into flowing paragraphs.',
    fields: [field.list('points', 'Bullet points (one per line)', 40), tone()],
    output: 'text',
    task: 'Turn the bullet points into flowing paragraphs.',
    rules: () => ['Keep every point and its facts; add transitions, not new claims.'],
    maxOutputTokens: 1_200,
    offline: 'bullet_sentences',
  },
  instructprompt: {
    id: 'instructprompt',
    title: 'Instruct',
    description: 'Give a free-form instruction and get written text back.',
    fields: [field.text('instruction', 'Instruction', PASSAGE, { placeholder: 'e.g. Write a short bio for a wedding photographer in Lisbon' })],
    output: 'text',
    task: 'Follow the writer’s instruction.',
    rules: () => ['Answer with the requested text only, no preamble.'],
    maxOutputTokens: 1_500,
    offline: null,
  },
  blogoutline: {
    id: 'blogoutline',
    title: 'Blog Outline',
    description: 'Build an outline of subheadings for a blog post.',
    fields: [field.line('headline', 'Headline', LINE), sourceText(false, 'A source page’s text with its headings (optional; needed without a model)'), count(12, 6)],
    output: 'list',
    task: 'Write the outline of a blog post with this headline: its subheadings.',
    rules: (values) => [`Write ${values.count ?? '6'} subheadings, one per line, in reading order, no numbering.`],
    maxOutputTokens: 300,
    offline: 'outline',
  },
  longsummary: {
    id: 'longsummary',
    title: 'Long Summary',
    description: 'Summarise a long text section by section.',
    fields: [field.text('text', 'Long text', LONG_TEXT)],
    output: 'text',
    task: 'Summarise the writer’s long text section by section.',
    rules: () => ['For each section a line with its heading (or "Part n"), then two or three sentences; only what the text says.'],
    maxOutputTokens: 1_500,
    offline: 'section_summary',
  },
  localservices: {
    id: 'localservices',
    title: 'Local Services',
    description: 'Write copy for a business that serves a local area.',
    fields: [field.line('business', 'Business and service', LINE), field.line('area', 'Area served', LINE), field.text('details', 'What sets it apart (optional)', BRIEF, { required: false }), tone()],
    output: 'text',
    task: 'Write web copy for a local service business.',
    rules: () => ['A headline line, then 120 to 200 words naming the area served, the service and a call to action; no invented awards, reviews or prices.'],
    maxOutputTokens: 500,
    offline: null,
  },
  greview: {
    id: 'greview',
    title: 'Google Review Reply',
    description: 'Write a reply to a customer review.',
    fields: [field.text('review', 'The review', BRIEF), field.line('business', 'Your business name', LINE), tone()],
    output: 'text',
    task: 'Write the business owner’s public reply to the customer review.',
    rules: () => ['Under 100 words: thank them by what they mentioned, answer a complaint without arguing, invite them back; never reveal private details.'],
    maxOutputTokens: 250,
    offline: null,
  },
  talkingpoints: {
    id: 'talkingpoints',
    title: 'Talking Points',
    description: 'List the points a section should cover under a headline and outline.',
    fields: [field.line('headline', 'Headline', LINE), field.list('outline', 'Outline (subheadings, one per line)', 12), sourceText(false, 'Research to draw the points from (optional; needed without a model)')],
    output: 'text',
    task: 'List the talking points each subheading of the outline should cover.',
    rules: () => ['For each subheading a line "## " and the subheading, then two to four lines each starting "- " with one point.'],
    maxOutputTokens: 900,
    offline: 'talking_points',
  },
  editcopy: {
    id: 'editcopy',
    title: 'Edit Copy',
    description: 'Edit a passage for grammar, clarity and flow.',
    fields: [field.text('text', 'Your text', PASSAGE)],
    output: 'text',
    task: 'Edit the writer’s text for grammar, spelling, clarity and flow.',
    rules: () => ['Keep the voice, the facts and the structure; answer with the edited text only.'],
    maxOutputTokens: 2_400,
    offline: null,
  },
};

export const WRITING_TOOL_IDS = STANDALONE_TOOL_IDS.filter((id): id is TWritingToolId => !(id in LINKED_TOOLS));

export function isWritingTool(id: string): id is TWritingToolId {
  return Object.hasOwn(WRITING_TOOLS, id);
}

/** The page a linked tool's path sends to, or null for a writing tool. */
export function linkedToolPage(id: string): string | null {
  return Object.hasOwn(LINKED_TOOLS, id) ? LINKED_TOOLS[id as TLinkedToolId].page : null;
}
