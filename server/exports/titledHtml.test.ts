import { describe, expect, it } from 'vitest';
import { titledHtml } from './titledHtml';

describe('titledHtml', () => {
  it('puts the title on top as an escaped H1', () => {
    expect(titledHtml('  Tea &\n"biscuits" ', '<p>Body</p>')).toBe('<h1>Tea &amp; &quot;biscuits&quot;</h1><p>Body</p>');
  });

  it('keeps a body that already opens with the title as a heading (any level, marks and entities as read)', () => {
    const body = '<h2 style="text-align: center">Tea &amp; <em>Biscuits</em></h2><p>Body</p>';
    expect(titledHtml('tea & biscuits', body)).toBe(body);
  });

  it('adds the title above a body whose first heading says something else, or comes after a paragraph', () => {
    expect(titledHtml('Tea', '<h1>Coffee</h1>')).toBe('<h1>Tea</h1><h1>Coffee</h1>');
    expect(titledHtml('Tea', '<p>Intro</p><h1>Tea</h1>')).toBe('<h1>Tea</h1><p>Intro</p><h1>Tea</h1>');
  });

  it('adds nothing for a blank title', () => {
    expect(titledHtml('  ', '<p>Body</p>')).toBe('<p>Body</p>');
  });
});
