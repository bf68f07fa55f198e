import { describe, expect, it } from 'vitest';
import { fillTemplate, templateVariables, VARIABLE_NAME_MAX } from './templateVariables';

const variablesOf = (formula: string, max?: number) => templateVariables(formula, max);

describe('templateVariables', () => {
  it('lists each variable once, in the order it first appears', () => {
    expect(variablesOf('Write about {topic} for {audience_1}; keep {topic} first.')).toEqual({ ok: true, value: ['topic', 'audience_1'] });
  });

  it('has none in plain text, and reads doubled braces as literal braces', () => {
    expect(variablesOf('Plain prompt.')).toEqual({ ok: true, value: [] });
    expect(variablesOf('Answer as JSON: {{"title": "{title}"}}')).toEqual({ ok: true, value: ['title'] });
  });

  it.each([
    ['Write about {topic', '“{” without its “}”'],
    ['Write about topic}', '“}” without its “{”'],
    ['Write about {first name}', 'not a variable'],
    ['Write about {}', 'not a variable'],
    ['Write about {top-ic}', 'not a variable'],
    ['Write about {a{b}}', '“{” without its “}”'],
    ['Write about {<script>}', 'not a variable'],
  ])('calls %s malformed', (formula, message) => {
    const read = variablesOf(formula);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain(message);
  });

  it('refuses a name past the length limit and more variables than allowed', () => {
    expect(variablesOf(`{${'a'.repeat(VARIABLE_NAME_MAX)}}`).ok).toBe(true);
    expect(variablesOf(`{${'a'.repeat(VARIABLE_NAME_MAX + 1)}}`)).toMatchObject({ ok: false, message: expect.stringContaining('too long') });
    const many = Array.from({ length: 21 }, (_, i) => `{v${i}}`).join(' ');
    expect(variablesOf(many, 20)).toMatchObject({ ok: false, message: 'A template can have at most 20 variables; this one has 21.' });
  });
});

describe('fillTemplate', () => {
  it('replaces every use of each variable and unescapes doubled braces', () => {
    expect(fillTemplate('{a} and {b}, then {a}. {{x}}', { a: 'tea', b: 'cake' })).toEqual({ ok: true, value: 'tea and cake, then tea. {x}' });
  });

  it('does not read a value as a formula (braces in values stay as typed)', () => {
    expect(fillTemplate('Topic: {topic}', { topic: '{audience} }{' })).toEqual({ ok: true, value: 'Topic: {audience} }{' });
  });

  it('names a missing or blank variable', () => {
    expect(fillTemplate('{a} {b} {c}', { a: 'x', b: '  ' })).toEqual({ ok: false, message: 'Please fill in {b}, {c}.' });
  });

  it('names a value for a variable the formula does not have', () => {
    expect(fillTemplate('{a}', { a: 'x', b: 'y' })).toEqual({ ok: false, message: 'This template has no variable named “b”.' });
  });

  it('refuses a malformed formula', () => {
    expect(fillTemplate('{a', { a: 'x' }).ok).toBe(false);
  });
});
