import { getSchema, getText, getTextSerializersFromSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { blogSchemaExtensions } from '@core/editor/extensions';
import { docTextIndex } from './docText';

const schema = getSchema(blogSchemaExtensions());
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

const doc = schema.nodeFromJSON({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Garden soil')] },
    paragraph(text('Good '), text('soil', [{ type: 'bold' }]), text(' holds water.'), { type: 'hardBreak' }, text('Second line.')),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Compost first'))] }] },
    paragraph(),
    paragraph(text('Last words.')),
  ],
});

describe('docTextIndex', () => {
  it('reads the same text as TipTap getText with blank-line separators', () => {
    const expected = getText(doc, { blockSeparator: '\n\n', textSerializers: getTextSerializersFromSchema(schema) });
    expect(docTextIndex(doc).text).toBe(expected);
    expect(expected).toContain('water.\nSecond');
  });

  it('maps every word of the text back to the same word in the document', () => {
    const index = docTextIndex(doc);
    for (const match of index.text.matchAll(/[A-Za-z.]+/g)) {
      const from = index.posAt(match.index);
      const to = index.posAt(match.index + match[0].length - 1) + 1;
      expect(doc.textBetween(from, to)).toBe(match[0]);
    }
  });

  it('maps an offset inside a block separator to the start of the next text', () => {
    const index = docTextIndex(doc);
    const separator = index.text.indexOf('\n\n');
    expect(doc.textBetween(index.posAt(separator + 1), index.posAt(separator + 1) + 4)).toBe('Good');
  });

  it('answers an empty doc', () => {
    const empty = schema.nodeFromJSON({ type: 'doc', content: [paragraph()] });
    expect(docTextIndex(empty).text).toBe('');
    expect(docTextIndex(empty).posAt(0)).toBe(1);
  });
});
