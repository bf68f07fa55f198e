/**
 * A source's text as the extractors hand it to the chunker: headings and paragraphs in reading
 * order, each with where it sits (a PDF page, a domain's page URL).
 */
export type TBlock = {
  kind: 'heading' | 'paragraph';
  text: string;
  /** 1-based page of a PDF; undefined for sources without pages. */
  page?: number;
  /** Heading depth (1 = title); only for headings. */
  level?: number;
};

export type TExtractedDocument = {
  /** The title the source gives itself (HTML <title>, DOCX first heading); may be empty. */
  title: string;
  blocks: TBlock[];
};

/** Collapses runs of white space so the index and the preview see clean text. */
export function cleanText(text: string): string {
  return text.replace(/\u00ad/g, '').replace(/[ \t\f\v\u00a0]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
}
