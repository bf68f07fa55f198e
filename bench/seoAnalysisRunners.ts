import * as yoast from 'yoastseo';
import * as researcherModule from 'yoastseo/build/languageProcessing/languages/en/Researcher.js';
import { scoreContent } from '../core/analysis/seo/score';
import type { seoBenchDoc } from './seoAnalysisCorpus';

type TDoc = ReturnType<typeof seoBenchDoc>;

/** Our analysis and score of the doc: what the editor's SEO tab runs on each edit. */
export function runOurs(doc: TDoc): number {
  return scoreContent({ html: doc.html, title: doc.title, meta: doc.meta, slug: doc.slug, keyword: doc.keyword, language: 'English-US', snapshot: doc.snapshot }).score;
}

/** yoastseo's readability (content) and SEO assessments of the same doc, as STACK-NOTES §3 runs them. */
export function runYoast(doc: TDoc): [number, number] {
  const { Paper, ContentAssessor, SeoAssessor } = (yoast as { default?: typeof yoast }).default ?? yoast;
  const wrapped = researcherModule as { default?: { default?: unknown } };
  const Researcher = (wrapped.default?.default ?? wrapped.default ?? researcherModule) as new (paper: unknown) => unknown;
  const paper = new Paper(doc.html, { keyword: doc.keyword, title: doc.title, description: doc.meta, locale: 'en_US', slug: doc.slug, titleWidth: 450 });
  const researcher = new Researcher(paper);
  const content = new ContentAssessor(researcher);
  content.assess(paper);
  const seo = new SeoAssessor(researcher);
  seo.assess(paper);
  return [content.calculateOverallScore(), seo.calculateOverallScore()];
}
