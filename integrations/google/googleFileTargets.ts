import { Readable } from 'node:stream';
import type { drive_v3 } from '@googleapis/drive';
import type { TGoogleDetails } from '@core/api/integrations';
import type { TConnection, TPostPayload, TPublishTargetAdapter, TRemotePost } from '../publishTypes';
import { IntegrationError, type TApiTransport } from '../transport';
import { connectGoogleAccount, googleCall, googleCallOptions, type TGoogleConnectInput, type TGoogleSecret } from './googleApi';

type TGoogleStored = Omit<TGoogleDetails, 'connected_at' | 'error'>;
type TGoogleConnection = TConnection<TGoogleStored, TGoogleSecret>;
export type TGoogleFileTarget = TPublishTargetAdapter<TGoogleConnectInput, TGoogleStored, TGoogleSecret>;

/** How the server renders a doc for a file (its own exports: the title as an H1 on top, and DOCX). */
export type TDocumentRenderer = {
  /** The doc's HTML with its title on top as an H1 (unless it already opens with it). */
  titledHtml: (title: string, html: string) => string;
  /** The doc as a Word file, as the app's DOCX export makes it. */
  docx: (title: string, html: string) => Promise<Uint8Array>;
};

export const GOOGLE_DOC_MIME = 'application/vnd.google-apps.document';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Drive's multipart upload takes up to 5 MB; larger would need a resumable upload (a doc's text is far smaller). */
export const DRIVE_MULTIPART_MAX_BYTES = 5 * 1024 * 1024;
const FILE_FIELDS = 'id,name,mimeType,webViewLink,createdTime';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page Drive imports: a whole HTML document with its charset, so Drive reads it as UTF-8. */
function htmlDocument(renderer: TDocumentRenderer, post: TPostPayload): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(post.title)}</title></head><body>${renderer.titledHtml(post.title, post.html)}</body></html>`;
}

function remoteOf(file: drive_v3.Schema$File): TRemotePost {
  if (!file.id) throw new IntegrationError('Google Drive did not say which file it made.', 'rejected');
  return { id: file.id, url: file.webViewLink ?? null, status: 'saved', createdAt: file.createdTime ?? null };
}

type TMedia = { mimeType: string; body: string | Uint8Array };

function checkSize(media: TMedia): void {
  const bytes = typeof media.body === 'string' ? Buffer.byteLength(media.body) : media.body.byteLength;
  if (bytes > DRIVE_MULTIPART_MAX_BYTES) throw new IntegrationError(`The file is larger than Google Drive takes in one upload (${Math.ceil(bytes / 1_048_576)} MB of 5 MB).`, 'rejected');
}

/** Drive's client is loaded on first use: it is large, and most server starts (and test files) never export to Drive. */
async function driveClient() {
  const { drive } = await import('@googleapis/drive');
  return drive({ version: 'v3' });
}

/** Drive's client pipes a non-string media body: bytes go as a stream. */
const mediaBody = (media: TMedia) => ({ mimeType: media.mimeType, body: typeof media.body === 'string' ? media.body : Readable.from([Buffer.from(media.body)]) });

async function createFile(apiUrl: string, connection: TGoogleConnection, transport: TApiTransport, file: { name: string; mimeType: string }, media: TMedia): Promise<TRemotePost> {
  checkSize(media);
  const client = await driveClient();
  const created = await googleCall(client.files.create({ requestBody: file, media: mediaBody(media), fields: FILE_FIELDS }, googleCallOptions(apiUrl, connection.secret.oauth.accessToken, transport)));
  return remoteOf(created);
}

/**
 * Replaces the file's content (and its name) in place: the same id and link. A file the person has
 * deleted since (404) is made anew, so the doc can be exported again.
 */
async function replaceFile(apiUrl: string, connection: TGoogleConnection, transport: TApiTransport, fileId: string, name: string, media: TMedia, recreate: () => Promise<TRemotePost>): Promise<TRemotePost> {
  checkSize(media);
  const client = await driveClient();
  try {
    const updated = await googleCall(client.files.update({ fileId, requestBody: { name }, media: mediaBody(media), fields: FILE_FIELDS }, googleCallOptions(apiUrl, connection.secret.oauth.accessToken, transport)));
    return remoteOf(updated);
  } catch (error) {
    if (error instanceof IntegrationError && error.status === 404) return recreate();
    throw error;
  }
}

function googleFileTarget(apiUrl: string, make: (post: TPostPayload) => Promise<{ file: { name: string; mimeType: string }; media: TMedia }>): TGoogleFileTarget {
  const publish = async (connection: TGoogleConnection, post: TPostPayload, transport: TApiTransport) => {
    const { file, media } = await make(post);
    return createFile(apiUrl, connection, transport, file, media);
  };
  return {
    // Drive imports up to 50 MB of HTML; the app's own publish limit is far lower.
    maxHtmlBytes: 2_000_000,
    // A file in the person's Drive is private to them: "draft" and "published" both just save it; nothing is scheduled.
    statuses: ['draft', 'published'],

    async connect(input, transport) {
      const email = await connectGoogleAccount(apiUrl, input, transport);
      return { siteKey: `google:${email.toLowerCase()}`, secret: { oauth: input.oauth }, details: { email } };
    },

    publish,

    async update(connection, remoteId, post, transport) {
      const { file, media } = await make(post);
      return replaceFile(apiUrl, connection, transport, remoteId, file.name, media, () => publish(connection, post, transport));
    },

    // Drive files have no slug to look up: the file id is kept on the doc, and a create whose answer
    // was lost is not retried (the delivery says to check Drive), as for Medium.
    findBySlug: null,
  };
}

/**
 * Google Docs ("Export your documents to Google Docs"): the doc's HTML uploaded to Drive with the
 * Google Docs type, so Drive converts it into a Google Doc (headings, lists, links, tables kept).
 * An update uploads the new HTML into the same Doc.
 */
export function googleDocsTarget(apiUrl: string, renderer: TDocumentRenderer): TGoogleFileTarget {
  return googleFileTarget(apiUrl, async (post) => ({ file: { name: post.title, mimeType: GOOGLE_DOC_MIME }, media: { mimeType: 'text/html', body: htmlDocument(renderer, post) } }));
}

/** Google Drive ("save documents to it"): the doc as a Word file (the app's DOCX export) in the person's Drive; an update replaces its content. */
export function googleDriveTarget(apiUrl: string, renderer: TDocumentRenderer): TGoogleFileTarget {
  return googleFileTarget(apiUrl, async (post) => ({ file: { name: `${post.title}.docx`, mimeType: DOCX_MIME }, media: { mimeType: DOCX_MIME, body: await renderer.docx(post.title, post.html) } }));
}
