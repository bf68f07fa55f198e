import mammoth from 'mammoth';
import { JSDOM } from 'jsdom';
import type { TExtractedDocument } from '../document';
import { htmlBlocks } from './htmlBlocks';

/** A Word document through mammoth's semantic HTML, so its headings become sections. */
export async function extractDocx(bytes: Buffer): Promise<TExtractedDocument> {
  const { value } = await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true, convertImage: mammoth.images.imgElement(async () => ({ src: '' })) });
  const dom = new JSDOM(`<body>${value}</body>`);
  const blocks = htmlBlocks(dom.window.document.body);
  dom.window.close();
  const first = blocks.find((block) => block.kind === 'heading');
  return { title: first?.text ?? '', blocks };
}
