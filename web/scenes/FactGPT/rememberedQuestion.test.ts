import { describe, expect, it } from 'vitest';
import { rememberedQuestion } from './rememberedQuestion';

describe('rememberedQuestion', () => {
  it('reads the handed-over question', () => {
    expect(rememberedQuestion('?factgpt=What+is+RAG%3F')).toBe('What is RAG?');
  });
  it('ignores a bare flag or nothing', () => {
    expect(rememberedQuestion('?factgpt')).toBeNull();
    expect(rememberedQuestion('?factgpt=true')).toBeNull();
    expect(rememberedQuestion('')).toBeNull();
  });
});
