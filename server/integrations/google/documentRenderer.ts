import type { TDocumentRenderer } from '../../../integrations/google/googleFileTargets';
import { blogToDocx } from '../../exports/blogToDocx';
import { titledHtml } from '../../exports/titledHtml';

/** Google Docs and Drive get a doc as the app's own exports make it: the title on top, and the same DOCX as the download. */
export const documentRenderer: TDocumentRenderer = {
  titledHtml,
  docx: async (title, html) => new Uint8Array(await blogToDocx({ title, html: titledHtml(title, html) }, 'docx')),
};
