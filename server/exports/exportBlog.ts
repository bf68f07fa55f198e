import type { TBlogExportFormat } from '@core/api/blogs';
import type { TBlogRow } from '../db/schema/blogs';
import { blogDescription } from '../presenters/blog';
import { blogToDocx } from './blogToDocx';
import { blogToHtml } from './blogToHtml';
import { blogToMarkdown } from './blogToMarkdown';
import { exportFileName } from './exportFileName';
import { titledHtml } from './titledHtml';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** One export, ready to send: its bytes, content type and file name. Each opens with the doc's title as an H1. */
export async function exportBlog(blog: TBlogRow, format: TBlogExportFormat): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
  const html = titledHtml(blog.title, blog.copyToSave);
  const doc = { title: blog.title, html, description: blogDescription(blog), language: blog.metaData.language };
  switch (format) {
    case 'docx':
      return { body: await blogToDocx(doc, 'docx'), contentType: DOCX_TYPE, fileName: exportFileName(blog.title, 'docx') };
    case 'pages':
      // Pages opens .docx files; a file named .pages would have to be Apple's own format.
      return { body: await blogToDocx(doc, 'pages'), contentType: DOCX_TYPE, fileName: exportFileName(`${blog.title} (Pages)`, 'docx') };
    case 'html':
      return { body: blogToHtml(doc), contentType: 'text/html; charset=utf-8', fileName: exportFileName(blog.title, 'html') };
    case 'md':
      return { body: blogToMarkdown(html), contentType: 'text/markdown; charset=utf-8', fileName: exportFileName(blog.title, 'md') };
  }
}
