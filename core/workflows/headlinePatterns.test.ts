import { describe, expect, it } from 'vitest';
import { HEADLINE_STYLES } from '../api/workflows';
import { headlinePatterns } from './headlinePatterns';
import { titleCase } from './titleCase';
import { topicShape } from './topicShape';

describe('titleCase', () => {
  it('capitalises words, keeps minor words low inside, and leaves acronyms, brands and digits as written', () => {
    expect(titleCase('the best sourdough bread for beginners')).toBe('The Best Sourdough Bread for Beginners');
    expect(titleCase('seo tips for the iPhone and B2B SaaS')).toBe('Seo Tips for the iPhone and B2B SaaS');
    expect(titleCase('a step-by-step guide to SEO')).toBe('A Step-by-Step Guide to SEO');
    expect(titleCase('what to look for')).toBe('What to Look For');
  });
});

describe('topicShape', () => {
  it('reads a thing, an action, a comparison and a question', () => {
    expect(topicShape('running shoes')).toMatchObject({ thing: 'Running Shoes', action: null, pair: null, question: null });
    expect(topicShape('how to bake bread')).toMatchObject({ thing: null, action: 'Bake Bread' });
    expect(topicShape('notion vs. obsidian')).toMatchObject({ thing: null, pair: ['Notion', 'Obsidian'] });
    expect(topicShape('why does bread go stale?')).toMatchObject({ thing: null, question: 'Why Does Bread Go Stale' });
    expect(topicShape('what is compound interest')).toMatchObject({ thing: 'Compound Interest', question: 'What Is Compound Interest' });
    expect(topicShape('best laptops 2025').hasYear).toBe(true);
  });
});

describe('headlinePatterns', () => {
  it('fills the style’s patterns with the title-cased topic, in order, without a year unless given', () => {
    const headlines = headlinePatterns({ topic: 'sourdough bread', style: 'guide', count: 3 });
    expect(headlines).toEqual(['The Complete Guide to Sourdough Bread', "Sourdough Bread: The Ultimate Beginner's Guide", 'Sourdough Bread Explained: A Practical Guide']);
    expect(headlines.join(' ')).not.toMatch(/\b20\d\d\b/);
    expect(headlinePatterns({ topic: 'sourdough bread', style: 'guide', count: 1, year: 2031 })).toEqual(['The Complete Guide to Sourdough Bread in 2031']);
  });

  it('adds no year to a topic that names one', () => {
    const headlines = headlinePatterns({ topic: 'best laptops 2025', style: 'guide', count: 10, year: 2031 });
    expect(headlines.join(' ')).not.toContain('2031');
    expect(headlines[0]).toBe('The Complete Guide to Best Laptops 2025');
  });

  it('gives `count` distinct headlines containing the topic for every style and every shape of topic', () => {
    const topics: Array<[string, string[]]> = [
      ['sourdough bread', ['Sourdough Bread']],
      ['how to bake bread', ['Bake Bread']],
      ['notion vs obsidian', ['Notion', 'Obsidian']],
      ['why does bread go stale?', ['Why Does Bread Go Stale']],
    ];
    for (const [topic, parts] of topics) {
      for (const style of HEADLINE_STYLES) {
        const headlines = headlinePatterns({ topic, style, count: 10, year: 2030 });
        expect(headlines, `${topic} / ${style}`).toHaveLength(10);
        expect(new Set(headlines.map((headline) => headline.toLowerCase())).size).toBe(10);
        for (const headline of headlines) for (const part of parts) expect(headline, `${topic} / ${style}`).toContain(part);
      }
    }
  });

  it('starts with the style asked for', () => {
    expect(headlinePatterns({ topic: 'running shoes', style: 'question', count: 3 })).toEqual([
      'What Are Running Shoes? Everything You Need to Know',
      'Are Running Shoes Worth It?',
      'How Do Running Shoes Work?',
    ]);
    expect(headlinePatterns({ topic: 'how to bake bread', style: 'how_to', count: 1 })).toEqual(['How to Bake Bread: A Step-by-Step Guide']);
    expect(headlinePatterns({ topic: 'notion vs obsidian', style: 'comparison', count: 1 })).toEqual(['Notion vs Obsidian: Which Is Better?']);
    expect(headlinePatterns({ topic: 'sourdough bread', style: 'listicle', count: 2 })).toEqual(['7 Things to Know About Sourdough Bread', '10 Tips for Sourdough Bread']);
  });

  it('is deterministic, and empty for a blank topic', () => {
    const input = { topic: 'home espresso', style: 'benefit' as const, count: 5, year: 2030 };
    expect(headlinePatterns(input)).toEqual(headlinePatterns(input));
    expect(headlinePatterns({ ...input, topic: '   ' })).toEqual([]);
  });
});
