import type { TMainFeaturePath } from './featurePaths';
import { INTEGRATION_VIEWS } from './integrationViews';
import type { TPageInfo, TPageText } from './pageInfo';
import { STANDALONE_TOOLS } from './standaloneTools';

/**
 * What every page of spec §2 that a later issue builds says: its title and what it is for, keyed by
 * the paths of featurePaths.ts (the compiler checks that none is missing).
 */
const MAIN_PAGES: Record<TMainFeaturePath, TPageText> = {
  '/blogs': {
    title: 'Docs',
    description: 'Your saved documents in the active project; open one to keep writing with word count, reading score and SEO checks.',
  },
  '/m/blogs/editor': { title: 'Editor', description: 'The document editor, laid out for a phone screen.' },
  '/workflows/files': {
    title: 'Blog Workflow: Sources',
    description: 'The first step of a blog workflow: choose the files, URLs and domains the article draws its research from.',
  },
  '/workflows/research': {
    title: 'Blog Workflow: Research',
    description: 'Research the topic: related keywords, the top results, the questions people ask and facts with their sources, gathered into the context the article is written from.',
  },
  '/workflows/headline': {
    title: 'Blog Workflow: Headline',
    description: 'Generate headline options for your topic and save the one the article will use.',
  },
  '/workflows/outline': {
    title: 'Blog Workflow: Outline',
    description: 'Shape the article: an introduction and subheadings you can generate, edit and save before the draft is written.',
  },
  '/workflows/write': {
    title: 'Blog Workflow: Write',
    description: 'Choose the tone and length, then write the draft from the outline and the research; it opens in the editor as it is written.',
  },
  '/optimizer/seo': {
    title: 'Semantic SEO',
    description: 'Check a draft against the keywords and questions searchers use for its topic, and see what to add.',
  },
  '/optimizer/factcheck': {
    title: 'Factcheck & Cite',
    description:
      'Check the claims in a draft against passages of your assets, the web and pages you name; cite the sources and correct what they contradict.',
  },
  '/optimizer/interlinking': {
    title: 'AI Interlinking',
    description: 'Find places in a draft where a link to your other pages would help the reader.',
  },
  '/optimizer/humanize': {
    title: 'Humanize AI',
    description: 'See the writing patterns that make a draft read as machine-written, and the sentences behind each.',
  },
  '/optimizer/plagiarism': {
    title: 'Plagiarism',
    description: 'Compare a draft of at least 15 words with text on the web and see which sources match.',
  },
  '/account/profile': { title: 'Profile', description: 'Your account details, plan and subscription.' },
  '/account/analytics': {
    title: 'Analytics',
    description: 'The credits and runs you and your team have used over time.',
  },
  '/content-planner/topic': {
    title: 'Content Planner',
    description: 'Plan the topics and keywords of a project and turn them into articles.',
  },
  '/integrations': {
    title: 'Integrations',
    description: 'Connect WordPress, Ghost, Medium, HubSpot, Webflow and Google services to publish your documents where your readers are.',
  },
  '/pricing': {
    title: 'Pricing',
    description: 'Compare the plans and choose the one that fits how much you write.',
    variant: {
      param: 'tab',
      value: 'addon',
      title: 'Add-ons',
      description: 'Extra credits and runs you can buy on top of your current plan.',
    },
  },
  '/repurpose': {
    title: 'Repurpose',
    description:
      'Turn a document into a Twitter thread, a tweet, LinkedIn posts, an executive summary, a Q&A or marketing emails.',
  },
  '/factgpt': {
    title: 'FactGPT',
    description: 'Ask questions and get factual answers drawn from the web, a URL, your files or a whole domain.',
  },
  '/brandvoice': {
    title: 'Brand Voice',
    description: 'Add samples of your writing so that generated text sounds like your brand.',
  },
  '/assets': {
    title: 'Assets',
    description: 'The files, URLs and domains you have added, ready to use as sources in FactGPT and workflows.',
  },
  '/templates': {
    title: 'Templates',
    description: 'Prompt templates for recurring writing tasks: your own and those shared with your team.',
    variant: {
      param: 'category',
      value: 'workflow',
      title: 'AutoBlog Workflows',
      description: 'Workflow templates that take a topic through research, outline and draft in one run.',
    },
  },
  '/search-console': {
    title: 'Google Search Console',
    description: 'See how your pages perform in Google Search: queries, clicks and impressions.',
  },
  '/join': {
    title: 'Join a team',
    description: 'Accept an invitation to join a team and share its plan, projects and brand voices.',
  },
};

/** The title and sentence of a feature path, taking its query variant into account; null for unknown paths. */
export function pageInfoFor(path: string, search: URLSearchParams): TPageInfo | null {
  const page = pageText(path);
  if (!page) return null;
  const variant = page.variant;
  if (variant && search.get(variant.param) === variant.value) return variant;
  return page;
}

function pageText(path: string): TPageText | null {
  if (path in MAIN_PAGES) return MAIN_PAGES[path as TMainFeaturePath];
  const [, area, id] = path.split('/');
  if (area === 'standalones' && id && id in STANDALONE_TOOLS) return STANDALONE_TOOLS[id as keyof typeof STANDALONE_TOOLS];
  if (area === 'integrations' && id && id in INTEGRATION_VIEWS) {
    const view = INTEGRATION_VIEWS[id as keyof typeof INTEGRATION_VIEWS];
    return { title: `Integrations: ${view.title}`, description: view.description };
  }
  return null;
}
