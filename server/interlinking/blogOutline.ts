import { DOMParser as PmDomParser } from '@tiptap/pm/model';
import * as Y from 'yjs';
import { docOutline, type TDocOutline } from '@core/analysis/interlinking';
import { blogSchema, yDocToNode } from '@core/editor/yjsHtml';
import type { TBlogRow } from '../db/schema/blogs';
import { serverDocument } from '../editor/serverDom';

/**
 * A stored doc's text as the editor's getText gives it (blank lines between blocks), with its
 * headings and links: from its Yjs state, or from its HTML when it has none yet (a doc saved before
 * the editor, which the collaboration server converts the same way when it is first opened).
 */
export function blogOutline(blog: Pick<TBlogRow, 'ydoc' | 'copyToSave'>): TDocOutline {
  if (blog.ydoc && blog.ydoc.byteLength > 0) {
    const doc = new Y.Doc();
    try {
      Y.applyUpdate(doc, blog.ydoc);
      return docOutline(yDocToNode(doc));
    } finally {
      doc.destroy();
    }
  }
  const container = serverDocument().createElement('div');
  container.innerHTML = blog.copyToSave;
  return docOutline(PmDomParser.fromSchema(blogSchema()).parse(container));
}
