import { Editor, type JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { blogSchemaExtensions } from '../../editor/extensions';
import { blogSchema } from '../../editor/yjsHtml';
import { docOutline } from './docOutline';

const text = (value: string, marks?: JSONContent['marks']): JSONContent => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (href: string) => [{ type: 'link', attrs: { href } }];
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });

// Every kind of block the blog schema has: headings, marks, a link over two runs, a hard break,
// nested lists, a quote, code, an image (a leaf with no text) and a table.
const DOC: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Sourdough '), text('starter', [{ type: 'bold' }])] },
    paragraph(text('Feed it '), text('rye ', link('https://a.example/rye')), text('flour', [...link('https://a.example/rye'), { type: 'italic' }]), text(' daily.')),
    paragraph(text('Line one'), { type: 'hardBreak' }, text('line two')),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Item')), { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('Nested'))] }] }] }] },
    { type: 'blockquote', content: [paragraph(text('Quoted'))] },
    { type: 'codeBlock', content: [text('const x = 1;')] },
    { type: 'image', attrs: { src: 'https://a.example/i.png', alt: 'A loaf' } },
    { type: 'heading', attrs: { level: 3 }, content: [text('Table')] },
    { type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell', content: [paragraph(text('Cell'), text(' link', link('/blogs/editor?copy_id=x')))] }] }] },
  ],
};

describe('docOutline', () => {
  it('reads exactly the text TipTap’s editor.getText gives, with headings and links at their offsets', () => {
    const editor = new Editor({ extensions: blogSchemaExtensions(), content: DOC });
    const expected = editor.getText({ blockSeparator: '\n\n' });
    const outline = docOutline(editor.state.doc);
    expect(outline.text).toBe(expected);
    // The same schema the server builds from a stored Yjs document reads the same text.
    expect(docOutline(blogSchema().nodeFromJSON(DOC)).text).toBe(expected);
    const at = (range: { start: number; end: number }) => outline.text.slice(range.start, range.end);
    expect(outline.headings.map(at)).toEqual(['Sourdough starter', 'Table']);
    expect(outline.links.map((l) => [at(l), l.href])).toEqual([
      ['rye flour', 'https://a.example/rye'],
      [' link', '/blogs/editor?copy_id=x'],
    ]);
    expect(outline.text).toContain('Line one\nline two');
    editor.destroy();
  });

  it('an empty doc is an empty text', () => {
    const outline = docOutline(blogSchema().nodeFromJSON({ type: 'doc', content: [{ type: 'paragraph' }] }));
    expect(outline).toEqual({ text: '', headings: [], links: [] });
  });
});
