import { describe, expect, it } from 'vitest';
import { REPURPOSE_FORMATS } from './repurposeFormats';
import { WRITING_TOOLS } from './toolRegistry';
import { listItems, readToolValues } from './toolValues';

const ALL = [...Object.values(WRITING_TOOLS), ...Object.values(REPURPOSE_FORMATS)];

describe('readToolValues', () => {
  it.each(ALL.map((tool) => [tool.id, tool] as const))('%s: empty values name every required field', (_id, tool) => {
    const read = readToolValues(tool, {});
    expect('problems' in read).toBe(true);
    if (!('problems' in read)) return;
    expect(read.problems.map((problem) => problem.field).sort()).toEqual(tool.fields.filter((spec) => spec.required).map((spec) => spec.name).sort());
    for (const problem of read.problems) expect(problem.message).toMatch(/^Please fill in /);
  });

  it.each(ALL.map((tool) => [tool.id, tool] as const))('%s: a value over its limit is refused with the limit named', (_id, tool) => {
    const spec = tool.fields.find((candidate) => candidate.kind !== 'choice')!;
    const read = readToolValues(tool, { [spec.name]: 'word '.repeat(spec.maxChars) });
    expect('problems' in read && read.problems.find((problem) => problem.field === spec.name)?.message).toMatch(/can (be at most [\d,]+ characters|have at most \d+ lines)\.$/);
  });

  it('reads pasted HTML as its text, and refuses markup with no text as empty', () => {
    const read = readToolValues(WRITING_TOOLS.synopsis, { text: '<p>First <b>point</b>.</p><script>alert(1)</script><p>Second.</p>' });
    expect(read).toEqual({ values: { text: 'First point.\n\nSecond.' } });
    expect(readToolValues(WRITING_TOOLS.synopsis, { text: '<p> </p><div></div>' })).toEqual({ problems: [{ field: 'text', message: 'Please fill in text to condense.' }] });
  });

  it('drops sentences that start with three asterisks (spec §5), before the model or the extraction reads the text', () => {
    expect(readToolValues(WRITING_TOOLS.synopsis, { text: 'Public point. *** Private note to self. Another point.' })).toEqual({ values: { text: 'Public point. Another point.' } });
    expect(readToolValues(WRITING_TOOLS.synopsis, { text: '*** Only a private note.' })).toEqual({ problems: [{ field: 'text', message: 'Please fill in text to condense.' }] });
  });

  it('cleans lists, folds one-line fields, defaults and checks choices, and refuses fields the tool does not have', () => {
    expect(listItems('- one\n\n2. two\n• three\n  ')).toEqual(['one', 'two', 'three']);
    expect(readToolValues(WRITING_TOOLS.headlines, { topic: ' sourdough \n bread ' })).toEqual({ values: { topic: 'sourdough bread', style: 'how_to', count: '5' } });
    expect(readToolValues(WRITING_TOOLS.headlines, { topic: 'x', style: 'shouting' })).toMatchObject({ problems: [{ field: 'style', message: expect.stringMatching(/^Style must be one of: how_to, /) }] });
    expect(readToolValues(WRITING_TOOLS.headlines, { topic: 'x', colour: 'red' })).toEqual({ problems: [{ field: 'colour', message: 'Headlines has no field "colour".' }] });
    expect(readToolValues(WRITING_TOOLS.keywordstotext, { keywords: Array.from({ length: 31 }, (_, i) => `k${i}`).join('\n') })).toEqual({
      problems: [{ field: 'keywords', message: 'Keywords can have at most 30 lines.' }],
    });
    expect(readToolValues(WRITING_TOOLS.synopsis, { text: 42 })).toEqual({ problems: [{ field: 'text', message: 'Text to condense must be text.' }] });
  });
});
