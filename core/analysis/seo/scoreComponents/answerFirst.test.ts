import { describe, expect, it } from 'vitest';
import { answerFirstComponent } from './answerFirst';
import { filler, testContext } from './testContext';

const answer = (html: string, keyword = 'garden soil') => answerFirstComponent(testContext({ html, keyword }));

describe('answerFirstComponent', () => {
  it('gives 10 to a 20–80-word opening whose first sentence states the keyword', () => {
    const html = `<h1>Garden soil</h1><p>Garden soil is the top layer of earth where plants root. ${filler(20)}.</p>`;
    expect(answer(html).component).toMatchObject({ points: 10, max: 10 });
  });

  it('gives 2 for a 10–19-word opening, 1 for half the keyword, 0 for a question', () => {
    // 12 words (2) + "garden soil test": garden and soil of 3 stems ≥ half (1) + a question (0) = 3.
    const html = '<p>What makes garden soil good for plants in spring and in summer?</p>';
    const { component, actions } = answer(html, 'garden soil test');
    expect(component.points).toBe(3);
    expect(actions).toEqual([
      { id: 'answer-first:length', text: 'Make the opening paragraph 20–80 words (now 12)', gain: 2 },
      { id: 'answer-first:keyword', text: 'Name “garden soil test” in the first sentence', gain: 2 },
      { id: 'answer-first:state', text: 'Start with the answer, not a question or an introduction', gain: 3 },
    ]);
  });

  it('takes the state points from a preamble', () => {
    const html = `<p>In this article we explain garden soil. ${filler(25)}.</p>`;
    // 4 (length) + 3 (keyword) + 0 (preamble).
    expect(answer(html).component.points).toBe(7);
  });

  it('gives nothing when the doc opens with a section heading or a list', () => {
    expect(answer('<h1>Title</h1><h2>Garden soil</h2><p>Garden soil is earth.</p>').component).toMatchObject({ points: 0, detail: 'The doc does not open with a paragraph.' });
    expect(answer('<ul><li>Garden soil</li></ul>').component.points).toBe(0);
  });

  it('is not scored without a keyword', () => {
    expect(answer('<p>Anything.</p>', '').component).toMatchObject({ max: 0, detail: 'Needs a target keyword.' });
  });
});
