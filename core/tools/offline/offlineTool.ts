import { headlinePatterns } from '../../workflows/headlinePatterns';
import { outlineFromHeadings } from '../../workflows/outlineFromHeadings';
import { talkingPointsFromResearch } from '../../workflows/talkingPointsFromResearch';
import type { THeadlineStyle } from '../../workflows/headlinePatterns';
import type { TOfflineKind } from '../toolDefinition';
import { listItems, type TToolValues } from '../toolValues';
import { sectionSummary, summarySentences } from './extractiveSummary';
import { bulletSentences, faqsFromText, headingsOfText, metaDescriptionFromText } from './textExtraction';

/**
 * What the offline engine made for a tool: the text (empty when the writer's input holds nothing
 * to extract) and, for the notice, what it is ("sentences quoted from your text").
 */
export type TOfflineOutput = { output: string; what: string };

const count = (values: TToolValues, fallback: number) => Number(values.count) || fallback;

/** Runs a tool's extraction on the writer's values; nothing is written that the input does not hold. */
export function runOfflineTool(kind: TOfflineKind, values: TToolValues, options: { year?: number | null } = {}): TOfflineOutput {
  switch (kind) {
    case 'summary': {
      const sentences = summarySentences(values.text ?? '', 4);
      return {
        output: sentences.join(' '),
        what: sentences.length ? 'This summary is the sentences of your text that carry most of what it says, quoted as written.' : 'Your text has no full sentences to quote.',
      };
    }
    case 'section_summary': {
      const output = sectionSummary(values.text ?? '');
      return { output, what: output ? 'Each section’s summary is its most central sentences, quoted as written.' : 'Your text has no full sentences to quote.' };
    }
    case 'faqs': {
      const faqs = faqsFromText(values.source ?? values.text ?? '', count(values, 8));
      return {
        output: faqs.map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join('\n\n'),
        what: faqs.length ? 'These are the questions your text asks, each answered by the sentences that follow it.' : 'Your text asks no questions to answer from it (paste a text with its questions, or connect a model).',
      };
    }
    case 'talking_points': {
      const sections = talkingPointsFromResearch({ headline: values.headline ?? '', outline: listItems(values.outline ?? ''), research: values.source ?? '' });
      const found = sections.some((section) => section.points.length);
      return {
        output: found ? sections.map((section) => [`## ${section.heading}`, ...section.points.map((point) => `- ${point}`)].join('\n')).join('\n\n') : '',
        what: found ? 'These talking points are sentences quoted from your research; a subheading it says nothing about has none.' : 'No sentence of your research is about these subheadings (paste research, or connect a model).',
      };
    }
    case 'meta_description': {
      const meta = metaDescriptionFromText(values.text ?? '', values.keyword ?? '');
      if (!meta.description) return { output: '', what: 'Your page text has no full sentences to quote.' };
      return {
        output: meta.description,
        what: meta.hasKeyword ? 'This description is quoted from your page text.' : 'This description is quoted from your page text, which never names your keyword: add it to the page.',
      };
    }
    case 'headlines': {
      const headlines = headlinePatterns({ topic: values.topic ?? '', style: (values.style || 'how_to') as THeadlineStyle, count: count(values, 5), year: options.year ?? null });
      return { output: headlines.join('\n'), what: 'These headlines are patterns filled with your topic.' };
    }
    case 'outline': {
      const headings = headingsOfText(values.source ?? '');
      const outline = outlineFromHeadings({ pages: [headings], count: count(values, 6), headline: values.headline });
      return {
        output: outline.join('\n'),
        what: outline.length ? 'These subheadings are the headings of the source you pasted.' : 'The source you pasted has no headings to outline from (paste a page with its headings, or connect a model).',
      };
    }
    case 'bullet_sentences': {
      const sentences = bulletSentences(listItems(values.points ?? ''));
      return { output: sentences.map((sentence) => `- ${sentence}`).join('\n'), what: 'Your points are written as sentences, still as a list: flowing paragraphs need a model.' };
    }
  }
}
