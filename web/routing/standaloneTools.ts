import type { TStandaloneToolId } from './featurePaths';
import type { TPageInfo } from './pageInfo';

/** What each legacy standalone tool (spec §2) is for. */
export const STANDALONE_TOOLS: Record<TStandaloneToolId, TPageInfo> = {
  extender: { title: 'Content Extender', description: 'Continue a passage with more text in the same style and tone.' },
  rephraser: { title: 'Rephraser', description: 'Rewrite a passage in another tone while keeping what it says.' },
  headlines: { title: 'Headlines', description: 'Suggest headlines for a topic that you can pick from or refine.' },
  intros: { title: 'Intros', description: 'Write an opening paragraph for a blog post from its headline.' },
  blogideas: { title: 'Blog Ideas', description: 'Suggest blog post ideas for a topic or keyword.' },
  synopsis: { title: 'Synopsis', description: 'Condense a text into a short synopsis of its main points.' },
  factcheck: { title: 'Fact Check', description: 'Check the claims in a passage against sources.' },
  faqs: { title: 'FAQs', description: 'Write frequently asked questions and their answers about a topic.' },
  product: { title: 'Product Description', description: 'Describe a product for a store or landing page.' },
  marketingcopy: { title: 'Marketing Copy', description: 'Write short promotional copy for a product, service or offer.' },
  metadescription: { title: 'Meta Description', description: 'Write the description a search engine shows under a page title.' },
  eli5: { title: "Explain Like I'm Five", description: 'Explain a complex idea in plain, simple words.' },
  videodescription: { title: 'Video Description', description: 'Write the description that goes under a video.' },
  salesemail: { title: 'Sales Email', description: 'Draft a sales email for a product or offer.' },
  paragraphshredder: { title: 'Paragraph Shredder', description: 'Break a dense paragraph into shorter, clearer ones.' },
  keywordstotext: { title: 'Keywords to Text', description: 'Turn a list of keywords into readable sentences.' },
  bulletpointstotext: { title: 'Bullet Points to Text', description: 'Turn bullet points into flowing paragraphs.' },
  instructprompt: { title: 'Instruct', description: 'Give a free-form instruction and get written text back.' },
  factgpt: { title: 'FactGPT', description: 'Ask a question and get a factual answer with its sources.' },
  blogoutline: { title: 'Blog Outline', description: 'Build an outline of subheadings for a blog post.' },
  longsummary: { title: 'Long Summary', description: 'Summarise a long text section by section.' },
  localservices: { title: 'Local Services', description: 'Write copy for a business that serves a local area.' },
  greview: { title: 'Google Review Reply', description: 'Write a reply to a customer review.' },
  custom: { title: 'Custom Prompt', description: 'Run a prompt you wrote yourself.' },
  public: { title: 'Public Tools', description: 'The writing tools anyone can try without an account, up to 15 runs a day.' },
  talkingpoints: { title: 'Talking Points', description: 'List the points a section should cover under a headline and outline.' },
  editcopy: { title: 'Edit Copy', description: 'Edit a passage for grammar, clarity and flow.' },
};
