import type { TPublishNotes } from '../publishTypes';
import { IntegrationError, isOk, type TApiTransport } from '../transport';
import { wordpressCall, type TWordpressAuth } from './wordpressClient';

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Uploads the featured image to the site's media library and answers its id. An image that cannot
 * be read or that the site refuses leaves a note and the post goes out without it; a site that is
 * down fails the attempt (it is retried as a whole).
 */
export async function uploadFeatureImage(auth: TWordpressAuth, transport: TApiTransport, imageUrl: string, notes: TPublishNotes): Promise<number | null> {
  let image;
  try {
    image = await transport({ method: 'GET', url: imageUrl, headers: { accept: 'image/*' }, followRedirects: true });
  } catch (error) {
    notes.push(`The featured image was not used: ${(error as Error).message}`);
    return null;
  }
  const type = String(image.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isOk(image) || !IMAGE_TYPES[type]) {
    notes.push(`The featured image was not used: ${imageUrl} answered ${isOk(image) ? `with ${type || 'no type'}, not a JPEG, PNG, GIF or WebP image` : `with status ${image.status}`}.`);
    return null;
  }
  try {
    const { raw } = await wordpressCall(transport, auth, {
      method: 'POST',
      route: '/wp/v2/media',
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="featured.${IMAGE_TYPES[type]}"` },
      body: image.body,
    });
    return Number(raw.id);
  } catch (error) {
    if (error instanceof IntegrationError && error.kind === 'rejected') {
      notes.push(`WordPress refused the featured image: ${error.message}`);
      return null;
    }
    throw error;
  }
}
