import { describe, expect, it } from 'vitest';
import { chunkBlocks } from '../chunker';
import { makeDocxBomb, makePdfBomb } from '../testing/bombFiles';
import { makeDocx, makePdf } from '../testing/fixtureFiles';
import { extractFile as extractWithBudget, UnreadableFileError } from './extractFile';
import { fileTypeOf } from './fileTypes';
import { InflateBudget } from './inflateBudget';

const MB = 1_048_576;
const extractFile = (type: Parameters<typeof extractWithBudget>[0], bytes: Buffer, limitBytes = 200 * MB) => extractWithBudget(type, bytes, new InflateBudget(limitBytes));

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

  it('refuses a DOCX whose entries really inflate past the limit, whatever sizes they declare', async () => {
    const bomb = makeDocxBomb(32 * MB);
    expect(bomb.length).toBeLessThan(100_000);
    await expect(extractFile('docx', bomb, 8 * MB)).rejects.toThrow('The DOCX document unpacks to more than 8 MB, which is not read.');
    // The same file under a budget it fits is a readable document: the limit, not damage, refused it.
    expect((await extractFile('docx', makeDocxBomb(1_000, { honest: true }), 8 * MB)).blocks).toEqual([{ kind: 'paragraph', text: 'Ballast.' }]);
  });

  it('refuses a PDF whose streams PDF.js decodes past the limit, nested filters included', async () => {
    for (const nested of [false, true]) {
      const bomb = await makePdfBomb(32 * MB, { nested });
      expect(bomb.length).toBeLessThan(100_000);
      await expect(extractFile('pdf', bomb, 8 * MB)).rejects.toThrow('The PDF unpacks to more than 8 MB, which is not read.');
    }
    expect((await extractFile('pdf', await makePdfBomb(1_000), 8 * MB)).blocks).toEqual([{ kind: 'paragraph', text: 'Ballast.', page: 1 }]);
  });

  it('knows the accepted types by name', () => {
    expect(fileTypeOf('Report.PDF')).toEqual({ type: 'pdf', mime: 'application/pdf' });
    expect(fileTypeOf('notes.md')?.type).toBe('markdown');
    expect(fileTypeOf('photo.png')).toBeNull();
    expect(fileTypeOf('old.doc')).toBeNull();
  });
});
