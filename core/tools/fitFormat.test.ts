import { describe, expect, it } from 'vitest';
import { cutToChars, cutToWords, fitEmail, fitFormat, fitThread } from './fitFormat';
import { faqPairs, readToolAnswer } from './toolAnswer';

const long = (n: number) => Array.from({ length: n }, (_, i) => `Sentence number ${i + 1} says a little more.`).join(' ');

describe('platform limits', () => {
  it('keeps a tweet within 280 characters, at a sentence end when one fits', () => {
    const tweet = fitFormat('tweet', long(20));
    expect(tweet.length).toBeLessThanOrEqual(280);
    expect(tweet).toMatch(/more\.$/);
    expect(cutToChars('x'.repeat(400), 280)).toHaveLength(280);
  });

  it('numbers a thread n/total, at most ten posts, each within 280 characters', () => {
    const thread = fitThread(Array.from({ length: 12 }, (_, i) => `${i + 1}. ${long(10)}`).join('\n'));
    const posts = thread.split('\n\n');
    expect(posts).toHaveLength(10);
    posts.forEach((post, index) => {
      expect(post.startsWith(`${index + 1}/10 Sentence number 1`)).toBe(true);
      expect(post.length).toBeLessThanOrEqual(280);
    });
  });

  it('holds LinkedIn posts, executive summaries and email subjects to their limits', () => {
    expect(fitFormat('linkedin_short', long(40)).length).toBeLessThanOrEqual(600);
    expect(fitFormat('linkedin_long', long(200)).length).toBeLessThanOrEqual(3_000);
    expect(cutToWords(long(100), 250).split(/\s+/).length).toBeLessThanOrEqual(250);
    const email = fitEmail('**Subject:** An email subject line that is much longer than sixty characters allow\n\nHello,\nBody.');
    expect(email.split('\n')[0]!.length).toBeLessThanOrEqual('Subject: '.length + 60);
    expect(email).toMatch(/^Subject: An email subject line that is much longer than sixty\n\nHello,\nBody\.$/);
    expect(fitEmail('No subject line here.')).toBe('No subject line here.');
  });

  it('reads Q:/A: pairs and list lines', () => {
    expect(faqPairs('Q: One?\nA: Yes.\nIt is.\n\n**Question 2:** Two?\n**Answer 2:** No.\n\nQ: Unanswered?')).toEqual([
      { question: 'One?', answer: 'Yes. It is.' },
      { question: 'Two?', answer: 'No.' },
    ]);
    expect(readToolAnswer('list', '1. "First"\n- Second\n\n3) Third').items).toEqual(['First', 'Second', 'Third']);
  });
});
