import type { TAutoblogSettings, TAutoblogTemplate } from '@core/api/autoblog';

/** What the templates grid shows of each template: its name and what it writes. */
export const TEMPLATE_INFO: Record<TAutoblogTemplate, { name: string; description: string }> = {
  how_to: { name: 'How-to guide', description: 'Step-by-step instructions that take a reader from the problem to a result.' },
  listicle: { name: 'Listicle', description: 'A numbered list of ideas, tips or picks, each with a short explanation.' },
  pillar_page: { name: 'Pillar page', description: 'A long, complete guide to a broad topic that your other posts can link to.' },
  comparison: { name: 'Comparison', description: 'Two or more options side by side: how they differ and which fits whom.' },
  product_review: { name: 'Product review', description: 'An honest review of one product: what it does, strengths, weaknesses, verdict.' },
  product_alternatives: { name: 'Product alternatives', description: 'The best alternatives to a product, and when each is the better choice.' },
  product_use_case: { name: 'Product use case', description: 'How a product solves one concrete job, shown as a worked example.' },
};

/** The research modes, as the form names them. */
export const MODE_OPTIONS: { value: TAutoblogSettings['mode']; label: string; hint: string }[] = [
  { value: 'serp', label: 'Web and assets', hint: 'Searches the web and reads your assets.' },
  { value: 'instruct', label: 'Model knowledge and assets', hint: 'No web search: the model’s own knowledge and your assets.' },
  { value: 'domain', label: 'Assets only', hint: 'Only your assets are researched and cited.' },
];

export const FORMALITY_OPTIONS: { value: TAutoblogSettings['formality']; label: string }[] = [
  { value: 'informal', label: 'Informal' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'formal', label: 'Formal' },
];

/** Target lengths offered, in words (the server takes 300–5,000). */
export const LENGTH_OPTIONS = [800, 1_500, 2_500, 4_000].map((words) => ({ value: String(words), label: `About ${words.toLocaleString('en-US')} words` }));

/** A template's name for a run's heading. */
export const templateName = (template: TAutoblogTemplate): string => TEMPLATE_INFO[template].name;
