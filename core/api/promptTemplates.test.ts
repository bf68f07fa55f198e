import { describe, expect, it } from 'vitest';
import { PROMPT_TEMPLATE_LIMITS, ZPromptTemplateCreateInput, ZRunPromptTemplateInput } from './promptTemplates';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('prompt template contracts', () => {
  it('trims the fields and defaults the description', () => {
    expect(ZPromptTemplateCreateInput.parse({ template: '  Tagline ', formula: ' Write about {topic}. ' })).toEqual({ template: 'Tagline', description: '', formula: 'Write about {topic}.' });
  });

  it('says what is wrong with a field, as the form shows it', () => {
    expect(firstMessage(ZPromptTemplateCreateInput.safeParse({ template: '<b>x</b>', formula: 'Hi' }))).toBe('A template name is plain text: HTML tags are not allowed.');
    expect(firstMessage(ZPromptTemplateCreateInput.safeParse({ template: 'x', formula: 'Hi {a b}' }))).toContain('not a variable');
    expect(firstMessage(ZPromptTemplateCreateInput.safeParse({ template: 'x', formula: 'Hi', description: 'a < b and c > d' }))).toBeNull();
  });

  it('bounds a run’s values', () => {
    const base = { unique_id: 'u', prompt: 'p' };
    expect(ZRunPromptTemplateInput.parse(base).variables).toEqual({});
    expect(firstMessage(ZRunPromptTemplateInput.safeParse({ ...base, variables: { a: 'x'.repeat(PROMPT_TEMPLATE_LIMITS.valueChars + 1) } }))).toContain(`${PROMPT_TEMPLATE_LIMITS.valueChars} characters`);
  });
});
