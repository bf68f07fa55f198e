import { noModelNotice, type TNoticeReader } from '../noModelNotice';

/** What the blog tools do without a model, named in every "needs a model" notice of theirs. */
const WORKS_WITHOUT = 'Headline patterns, an outline from the headings of the research’s pages and talking points quoted from the research work without one.';

/** The offline engine's headlines are patterns, not written for the topic. */
export function headlinePatternsNotice(reader: TNoticeReader): string {
  return `These headlines are patterns filled with your topic; a language model writes better ones from your research. ${noModelNotice('write headlines for your topic', reader)}`;
}

/** The offline engine's outline: the headings the research's pages share, or nothing when it read none. */
export function outlineNotice(reader: TNoticeReader, found: boolean): string {
  if (!found) {
    return noModelNotice('write an outline for your headline', reader, 'Without one, an outline is made from the headings of the pages the research read, and this research has none: run the research again, or type the subheadings yourself.');
  }
  return `These subheadings are the headings the research’s pages share, the most shared first; a language model writes an outline for your headline. ${noModelNotice('write an outline for your headline', reader)}`;
}

/** The offline engine's talking points: sentences quoted from the research, or none found. */
export function talkingPointsNotice(reader: TNoticeReader, found: boolean): string {
  const what = found
    ? 'These talking points are sentences quoted from your research, at most four a subheading; a subheading the research says nothing about has none.'
    : 'No sentence of your research is about these subheadings, so there is nothing to quote.';
  return `${what} ${noModelNotice('write talking points for your outline', reader)}`;
}

/** A blog tool only a model can do (intros, list items). */
export function blogToolNeedsModelNotice(task: string, reader: TNoticeReader): string {
  return noModelNotice(task, reader, WORKS_WITHOUT);
}
