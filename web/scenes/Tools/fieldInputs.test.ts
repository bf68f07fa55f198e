import { describe, expect, it } from 'vitest';
import { field } from '@core/tools/toolDefinition';
import { WRITING_TOOLS } from '@core/tools/toolRegistry';
import { choiceLabel, fieldMeter, firstMissing, initialValues, inputOf, valuesToSend } from './fieldInputs';

describe('inputOf', () => {
  it('gives a line a text input, text and lists a text area, a choice a select', () => {
    expect(inputOf(field.line('topic', 'Topic', 300))).toBe('line');
    expect(inputOf(field.text('text', 'Text', 8_000))).toBe('area');
    expect(inputOf(field.list('points', 'Points', 40))).toBe('area');
    expect(inputOf(field.choice('tone', 'Tone', ['CASUAL', 'FORMAL'], 'CASUAL'))).toBe('select');
  });

  it('renders every field of every registry tool', () => {
    for (const tool of Object.values(WRITING_TOOLS)) for (const spec of tool.fields) expect(['line', 'area', 'select']).toContain(inputOf(spec));
  });
});

describe('initialValues and valuesToSend', () => {
  it('starts choices on their default and the rest empty; sends the tool’s fields only', () => {
    const { fields } = WRITING_TOOLS.headlines;
    expect(initialValues(fields)).toEqual({ topic: '', style: 'how_to', count: '5' });
    expect(valuesToSend(fields, { topic: 'tea', style: 'listicle', stray: 'x' })).toEqual({ topic: 'tea', style: 'listicle', count: '' });
  });
});

describe('fieldMeter', () => {
  it('counts characters against the limit, red only past it', () => {
    const line = field.line('topic', 'Topic', 10);
    expect(fieldMeter(line, 'tea')).toEqual({ text: '3 / 10 characters', over: false });
    expect(fieldMeter(line, 'a'.repeat(11))).toEqual({ text: '11 / 10 characters', over: true });
    expect(fieldMeter(field.text('text', 'Text', 50_000), '')).toEqual({ text: '0 / 50,000 characters', over: false });
  });

  it('counts a list’s lines too (bullets and blank lines are not items)', () => {
    const list = field.list('points', 'Points', 2);
    expect(fieldMeter(list, '- one\n\n2. two')?.text).toBe('2 / 2 lines · 13 / 600 characters');
    expect(fieldMeter(list, 'one\ntwo\nthree')?.over).toBe(true);
  });

  it('has no counter for a choice', () => {
    expect(fieldMeter(field.choice('tone', 'Tone', ['CASUAL'], 'CASUAL'), 'CASUAL')).toBeNull();
  });
});

describe('firstMissing', () => {
  it('names the first required field left blank', () => {
    const { fields } = WRITING_TOOLS.intros;
    expect(firstMissing(fields, { headline: '  ' })?.name).toBe('headline');
    expect(firstMissing(fields, { headline: 'Tea at home' })).toBeNull();
  });
});

describe('choiceLabel', () => {
  it('reads codes as words', () => {
    expect(choiceLabel('how_to')).toBe('How to');
    expect(choiceLabel('CASUAL')).toBe('Casual');
    expect(choiceLabel('two paragraphs')).toBe('Two paragraphs');
    expect(choiceLabel('7')).toBe('7');
  });
});
