import zlib from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

type TZipEntry = { name: string; content: Buffer; declaredSize?: number };

/**
 * Tests only: a ZIP written by hand, each entry deflated, whose declared uncompressed sizes may
 * lie (both the local header and the central directory carry the lie, as an edited file would).
 */
export function makeZip(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = zlib.deflateRawSync(entry.content, { level: 9 });
    const crc = zlib.crc32(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/**
 * Tests only: a DOCX whose word/document.xml holds `paddingBytes` of spaces (a few KB on disk per
 * MB) while every entry declares 1 KB unpacked: the edited-size bomb of issue 16 (`honest` keeps
 * the true sizes, for the same document read under a budget it fits).
 */
export function makeDocxBomb(paddingBytes: number, { honest = false } = {}): Buffer {
  const body = `<w:p><w:r><w:t>Ballast.</w:t></w:r></w:p>`;
  const document = Buffer.concat([
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}`),
    Buffer.alloc(paddingBytes, 0x20),
    Buffer.from('</w:body></w:document>'),
  ]);
  const declaredSize = honest ? undefined : 1_024;
  return makeZip([
    { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES), declaredSize },
    { name: '_rels/.rels', content: Buffer.from(RELS), declaredSize },
    { name: 'word/document.xml', content: document, declaredSize },
  ]);
}

/**
 * Tests only: a real one-page PDF whose second content stream inflates to `paddingBytes` of
 * white space, deflated (twice when `nested`, the filter chain PDF allows) to a few KB per MB.
 */
export async function makePdfBomb(paddingBytes: number, options: { nested?: boolean } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Ballast.', { x: 40, y: 800, size: 10, font });
  const padding = Buffer.alloc(paddingBytes, 0x20);
  const once = zlib.deflateSync(padding, { level: 9 });
  const data = options.nested ? zlib.deflateSync(once, { level: 9 }) : once;
  const filter = options.nested ? [PDFName.of('FlateDecode'), PDFName.of('FlateDecode')] : PDFName.of('FlateDecode');
  const stream = pdf.context.stream(data, { Filter: filter });
  page.node.addContentStream(pdf.context.register(stream));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
