import { describe, expect, it } from 'vitest';
import { chunkBlocks } from '../chunker';
import { makeDocx, makePdf } from '../testing/fixtureFiles';
import { extractFile, UnreadableFileError } from './extractFile';
import { fileTypeOf } from './fileTypes';

describe('extractFile', () => {
  it('reads a PDF page by page and its chunks cite the page', async () => {
    const pdf = await makePdf([['Solar panels convert sunlight into electricity.'], ['Wind turbines spin in the wind. They feed the grid.']], 'Energy');
    const document = await extractFile('pdf', pdf);
    expect(document.title).toBe('Energy');
    const chunks = chunkBlocks(document.blocks);
    expect(chunks).toEqual([
      { heading: null, location: 'page 1', text: 'Solar panels convert sunlight into electricity.' },
      { heading: null, location: 'page 2', text: 'Wind turbines spin in the wind. They feed the grid.' },
    ]);
  });

  it('reads a DOCX with its headings as sections', async () => {
    const docx = await makeDocx([
      { heading: 'Introduction', paragraphs: ['Bees pollinate flowers.'] },
      { heading: 'Honey', paragraphs: ['Honey is made from nectar.', 'It keeps for years.'] },
    ]);
    const chunks = chunkBlocks((await extractFile('docx', docx)).blocks);
    expect(chunks).toEqual([
      { heading: 'Introduction', location: 'section Introduction', text: 'Bees pollinate flowers.' },
      { heading: 'Honey', location: 'section Honey', text: 'Honey is made from nectar. It keeps for years.' },
    ]);
  });

  it('refuses a damaged PDF, a renamed file and binary text with a reason', async () => {
    const pdf = await makePdf([['Some text.']]);
    await expect(extractFile('pdf', pdf.subarray(0, 200))).rejects.toThrow(/PDF could not be read/);
    await expect(extractFile('pdf', Buffer.from('hello'))).rejects.toThrow(/not a PDF/);
    await expect(extractFile('docx', Buffer.from('hello'))).rejects.toBeInstanceOf(UnreadableFileError);
    await expect(extractFile('text', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).rejects.toThrow(/UTF-8/);
  });

  it('refuses a DOCX that declares a huge unzipped size before inflating it', async () => {
    const docx = await makeDocx([{ heading: 'Small', paragraphs: ['Tiny.'] }]);
    const bomb = Buffer.from(docx);
    // Rewrite the first central-directory entry's uncompressed size to 4 GB - 2.
    const entry = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xfffffffe, entry + 24);
    await expect(extractFile('docx', bomb)).rejects.toThrow(/more than 200 MB/);
  });

  it('knows the accepted types by name', () => {
    expect(fileTypeOf('Report.PDF')).toEqual({ type: 'pdf', mime: 'application/pdf' });
    expect(fileTypeOf('notes.md')?.type).toBe('markdown');
    expect(fileTypeOf('photo.png')).toBeNull();
    expect(fileTypeOf('old.doc')).toBeNull();
  });
});
