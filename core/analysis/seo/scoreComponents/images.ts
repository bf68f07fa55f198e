import type { TComponentResult, TScoreContext } from '../scoreTypes';

export const IMAGES_MAX = 4;

/** Images: 4 × the share of the doc's images that have alt text; none earns nothing. */
export function imagesComponent(ctx: TScoreContext): TComponentResult {
  const rule = `${IMAGES_MAX} × the share of images with alt text (a doc without images earns none).`;
  const total = ctx.doc.images.length;
  const withAlt = ctx.doc.images.filter((image) => image.alt.trim()).length;
  const points = total ? Math.round((IMAGES_MAX * withAlt) / total) : 0;
  const actions = !total ? [{ id: 'images', text: 'Add an image with alt text that describes it', gain: IMAGES_MAX }]
    : points < IMAGES_MAX ? [{ id: 'images', text: `Add alt text to ${total - withAlt} image${total - withAlt === 1 ? '' : 's'}`, gain: IMAGES_MAX - points }]
    : [];
  const detail = total ? `${withAlt} of ${total} image${total === 1 ? ' has' : 's have'} alt text.` : 'No images.';
  return { component: { id: 'images', label: 'Images with alt text', points, max: IMAGES_MAX, rule, detail }, actions };
}
