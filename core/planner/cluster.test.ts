import { describe, expect, it } from 'vitest';
import { ZPlanClusterInput, ZUpdatePlannerIdeaInput } from '../api/planner';
import { clusterFromSearch } from './clusterFromSearch';
import { clusterText, cleanModelCluster, type TModelClusterAnswer } from './modelCluster';
import { plainText } from './plainText';

const modelIdea = (keyword: string, extra: Partial<TModelClusterAnswer['pillar']> = {}) => ({ title: `About ${keyword}`, keyword, intent: 'informational', headlines: [`A ${keyword}`, `B ${keyword}`, `C ${keyword}`], ...extra });

describe('clusterFromSearch (no model)', () => {
  it('makes the topic the pillar and each related search a supporting idea, with intent and pattern headlines', () => {
    const cluster = clusterFromSearch('Sourdough Bread', { related: ['best sourdough flour', 'how to feed a sourdough starter', 'sourdough bread', 'Best  Sourdough Flour'], titles: [] }, 2026)!;
    expect(cluster.pillar).toMatchObject({ keyword: 'sourdough bread', intent: 'informational' });
    expect(cluster.pillar.headlines).toHaveLength(3);
    expect(cluster.pillar.headlines[0]).toBe('The Complete Guide to Sourdough Bread in 2026');
    expect(cluster.supporting.map((idea) => [idea.keyword, idea.intent])).toEqual([
      ['best sourdough flour', 'commercial'],
      ['how to feed a sourdough starter', 'informational'],
    ]);
    expect(cluster.supporting[1]!.title).toBe('How to Feed a Sourdough Starter: A Step-by-Step Guide');
    expect(cluster.supporting.every((idea) => idea.headlines.length === 3 && idea.title === idea.headlines[0])).toBe(true);
  });

  it('reads result titles as queries when related searches run out, without the site name', () => {
    const cluster = clusterFromSearch('sourdough', { related: [], titles: ['Sourdough Starter Recipe - King Arthur Baking', '10. <b>Sourdough</b> Discard Ideas | Food Blog', 'Sourdough'] }, null)!;
    expect(cluster.supporting.map((idea) => idea.keyword)).toEqual(['sourdough starter recipe', 'sourdough discard ideas']);
  });

  it('plans nothing from nothing', () => {
    expect(clusterFromSearch('sourdough', { related: [], titles: [] }, 2026)).toBeNull();
    expect(clusterFromSearch('sourdough', { related: ['sourdough'], titles: ['Sourdough'] }, 2026)).toBeNull();
  });

  it('keeps at most ten supporting ideas', () => {
    const related = Array.from({ length: 15 }, (_, i) => `sourdough question ${i}`);
    expect(clusterFromSearch('sourdough', { related, titles: [] }, 2026)!.supporting).toHaveLength(10);
  });
});

describe('cleanModelCluster (a model answer held to the rules)', () => {
  const five = ['starter', 'flour', 'discard', 'scoring', 'proofing', 'hydration'].map((word) => modelIdea(`sourdough ${word}`));

  it('keeps a good answer, as plain text', () => {
    const cluster = cleanModelCluster({ pillar: modelIdea('sourdough bread', { title: '<b>The Sourdough</b> Guide' }), supporting: five })!;
    expect(cluster.pillar.title).toBe('The Sourdough Guide');
    expect(cluster.supporting).toHaveLength(6);
    expect(clusterText(cluster)).toContain('The Sourdough Guide');
  });

  it('reads the intent from the keyword when the model names none it knows', () => {
    const cluster = cleanModelCluster({ pillar: modelIdea('sourdough bread'), supporting: [...five.slice(0, 4), modelIdea('best dutch oven for bread', { intent: 'shopping' })] })!;
    expect(cluster.supporting.at(-1)!.intent).toBe('commercial');
  });

  it('drops repeated keywords, caps headlines at three and supporting ideas at ten', () => {
    const many = Array.from({ length: 14 }, (_, i) => modelIdea(`sourdough topic ${i}`, { headlines: ['One', 'one', 'Two', 'Three', 'Four'] }));
    const cluster = cleanModelCluster({ pillar: modelIdea('sourdough bread'), supporting: [modelIdea('Sourdough Bread'), ...many] })!;
    expect(cluster.supporting).toHaveLength(10);
    expect(cluster.supporting[0]!.headlines).toEqual(['One', 'Two', 'Three']);
  });

  it('refuses fewer than five supporting ideas', () => {
    expect(cleanModelCluster({ pillar: modelIdea('sourdough bread'), supporting: five.slice(0, 4) })).toBeNull();
    expect(cleanModelCluster({ pillar: modelIdea('sourdough bread', { title: '  ' }), supporting: five })).toBeNull();
  });

  it('cuts long text at a word', () => {
    expect(plainText(`${'word '.repeat(100)}`, 22)).toBe('word word word word');
  });
});

describe('planner input', () => {
  const base = { unique_id: 'u1', project_id: 'p1' };
  it('refuses an empty topic, a long one and HTML', () => {
    expect(ZPlanClusterInput.safeParse({ ...base, topic: '   ' }).error?.issues[0]?.message).toBe('Please type a topic to plan.');
    expect(ZPlanClusterInput.safeParse({ ...base, topic: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('A topic can be at most 200 characters.');
    expect(ZPlanClusterInput.safeParse({ ...base, topic: '<script>alert(1)</script>' }).error?.issues[0]?.message).toBe('A topic is plain text: leave out HTML tags.');
    expect(ZPlanClusterInput.parse({ ...base, topic: '  sourdough < 5 dollars ' }).topic).toBe('sourdough < 5 dollars');
  });

  it('takes real calendar days only', () => {
    expect(ZUpdatePlannerIdeaInput.safeParse({ unique_id: 'u1', planned_on: '2026-02-30' }).success).toBe(false);
    expect(ZUpdatePlannerIdeaInput.safeParse({ unique_id: 'u1', planned_on: '2026-02-28' }).success).toBe(true);
    expect(ZUpdatePlannerIdeaInput.safeParse({ unique_id: 'u1', planned_on: null }).success).toBe(true);
  });
});
