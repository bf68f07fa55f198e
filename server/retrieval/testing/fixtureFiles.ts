import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Tests and benches only: a real PDF with one text page per entry, each a list of paragraphs. */
export async function makePdf(pages: string[][], title = 'Fixture PDF'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const paragraphs of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const paragraph of paragraphs) {
      // Wrap at ~90 characters per line; a blank line separates paragraphs.
      const lines = paragraph.match(/.{1,90}(\s|$)/g) ?? [paragraph];
      for (const line of lines) {
        page.drawText(line.trim(), { x: 40, y, size: 10, font });
        y -= 14;
      }
      y -= 14;
    }
  }
  return Buffer.from(await pdf.save());
}

/** Tests only: a real DOCX with headings and paragraphs. */
export async function makeDocx(sections: { heading: string; paragraphs: string[] }[]): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: sections.flatMap((section) => [
          new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
          ...section.paragraphs.map((text) => new Paragraph({ text })),
        ]),
      },
    ],
  });
  return Packer.toBuffer(document);
}
