import { describe, expect, it } from 'vitest';
import { answerPassages, passagesAbout } from './aboutSubject';
import { subjectsOf } from './subjects';

const wall = { title: 'harbour.md', location: 'section Harbour wall', text: 'The harbour wall was built in 1887 after a storm. It is more than 400 metres long.' };
const lighthouse = { title: 'harbour.md', location: 'section Lighthouse', text: 'The lighthouse at the harbour mouth was first lit in 1902. Its lamp is seen from more than 20 miles.' };
const eggs = { title: 'bees.md', location: 'section Colony', text: 'The queen lays up to 2,000 eggs a day.' };
const starter = { title: 'sourdough.md', location: 'section Feeding', text: 'A sourdough starter is fed every day with flour and water.' };
const plans = { title: 'pricing.md', location: 'section Plans', text: 'The Starter plan costs 12 dollars a month.' };
const all = [wall, lighthouse, eggs, starter, plans];
const about = (query: string) => passagesAbout(subjectsOf(query)[0]!, all);

describe('passagesAbout', () => {
  it('keeps the passages about the question, not those sharing stock phrases', () => {
    expect(about('When was the harbour wall built?')).toEqual([wall]);
    expect(about('What was built more than a century ago?')).toEqual([]);
    expect(about('What is the boiling point of water?')).toEqual([]);
  });

  it('needs every name of the subject', () => {
    expect(about('When was the Eiffel Tower built?')).toEqual([]);
    expect(about('Is the Great Wall of China 400 metres long?')).toEqual([]);
    expect(about('What does the Starter plan cost?')).toEqual([plans]);
  });

  it('drops a passage that shares fewer words than the best by more than a third (loosely related)', () => {
    expect(about('How often is a sourdough starter fed?')).toEqual([starter]);
    expect(about('harbour')).toEqual([wall, lighthouse]);
  });

  it('counts the title and section as part of the passage', () => {
    expect(about('What about the colony?')).toEqual([eggs]);
  });
});

describe('answerPassages', () => {
  it('gives each subject its evidence, in turn, each passage once, up to the limit', () => {
    const subjects = subjectsOf('When was the harbour wall built, and how many eggs does the queen lay? And the harbour wall?');
    expect(answerPassages(subjects, subjects.map(() => all), 8, (p) => p.text)).toEqual([wall, eggs]);
    expect(answerPassages(subjects, subjects.map(() => all), 1, (p) => p.text)).toEqual([wall]);
  });
});
