import { describe, expect, it } from 'vitest';
import { extraFields, SOURCE_FIELD } from './repurposeFields';

describe('extraFields', () => {
  it('asks for the source once and an email’s offer once, however many emails are picked', () => {
    expect(SOURCE_FIELD.name).toBe('text');
    expect(extraFields(['tweet', 'twitter-thread'])).toEqual([]);
    expect(extraFields(['tweet', 'promotional-email', 'lead-generation-email']).map((field) => field.name)).toEqual(['offer']);
  });
});
