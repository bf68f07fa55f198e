import { describe, expect, it } from 'vitest';
import { imagesComponent } from './images';
import { testContext } from './testContext';

const images = (html: string) => imagesComponent(testContext({ html }));

describe('imagesComponent', () => {
  it('gives 4 × the share of images with alt text', () => {
    // 2 of 3: 4 × 2/3 = 2.67 → 3.
    const some = images('<p><img src="a" alt="soil"><img src="b" alt=" "><img src="c" alt="roots"></p>');
    expect(some.component).toMatchObject({ points: 3, max: 4, detail: '2 of 3 images have alt text.' });
    expect(some.actions).toEqual([{ id: 'images', text: 'Add alt text to 1 image', gain: 1 }]);
    expect(images('<p><img src="a" alt="soil"></p>').component.points).toBe(4);
  });

  it('gives nothing without images and suggests one', () => {
    expect(images('<p>text</p>')).toEqual({
      component: expect.objectContaining({ points: 0, detail: 'No images.' }),
      actions: [{ id: 'images', text: 'Add an image with alt text that describes it', gain: 4 }],
    });
  });
});
