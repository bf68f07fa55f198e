import { describe, expect, it } from 'vitest';
import { fitFormat } from '@core/tools/fitFormat';
import { REPURPOSE_FORMATS } from '@core/tools/repurposeFormats';
import { formatMeter, limitLabel, threadPosts } from './formatLimits';

describe('limitLabel', () => {
  it('names each card’s platform limit', () => {
    expect(limitLabel(REPURPOSE_FORMATS.tweet)).toBe('280 characters');
    expect(limitLabel(REPURPOSE_FORMATS['twitter-thread'])).toBe('Up to 10 posts of 280 characters');
    expect(limitLabel(REPURPOSE_FORMATS['linkedin-post-long'])).toBe('3,000 characters');
    expect(limitLabel(REPURPOSE_FORMATS['linkedin-post-short'])).toBe('600 characters');
    expect(limitLabel(REPURPOSE_FORMATS['executive-summary'])).toBe('250 words');
    expect(limitLabel(REPURPOSE_FORMATS['promotional-email'])).toBe('Subject within 60 characters');
    expect(limitLabel(REPURPOSE_FORMATS.qna)).toBeNull();
  });
});

describe('formatMeter', () => {
  it('counts a tweet’s and a LinkedIn post’s characters, red past the limit', () => {
    expect(formatMeter('tweet', ' Hello there ')).toMatchObject({ count: 11, max: 280, over: false, text: '11 / 280 characters' });
    expect(formatMeter('tweet', 'x'.repeat(281))?.over).toBe(true);
    expect(formatMeter('linkedin_long', 'x'.repeat(3_000))).toMatchObject({ over: false, text: '3,000 / 3,000 characters' });
    expect(formatMeter('linkedin_short', 'x'.repeat(601))?.over).toBe(true);
  });

  it('counts an executive summary’s words and an email subject’s characters', () => {
    expect(formatMeter('words', 'one two  three')?.text).toBe('3 / 250 words');
    expect(formatMeter('email', 'Subject: Tea at home\n\nHello')?.text).toBe('Subject: 11 / 60 characters');
    expect(formatMeter('email', 'Hello, no subject')).toBeNull();
    expect(formatMeter('qna', 'Q: a\nA: b')).toBeNull();
  });
});

describe('threadPosts', () => {
  it('reads the server’s numbered thread back as its posts, each within a tweet', () => {
    const raw = Array.from({ length: 12 }, (_, i) => `Post ${i + 1} about tea. ${'More words to make this post run long. '.repeat(8).trim()}`).join('\n');
    const posts = threadPosts(fitFormat('thread', raw));
    expect(posts).toHaveLength(10);
    expect(posts[0]!.text.startsWith('1/10 Post 1 about tea.')).toBe(true);
    expect(posts.every((post) => !post.meter.over && post.meter.max === 280)).toBe(true);
  });

  it('counts an edited post past the limit, and splits by lines when there are no blank lines', () => {
    expect(threadPosts(`1/2 ${'x'.repeat(300)}\n\n2/2 end`).map((post) => post.meter.over)).toEqual([true, false]);
    expect(threadPosts('one\ntwo\n').map((post) => post.text)).toEqual(['one', 'two']);
    expect(threadPosts('  ')).toEqual([]);
  });
});
