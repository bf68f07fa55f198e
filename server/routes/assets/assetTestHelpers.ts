import crypto from 'node:crypto';
import type { TAssetRecord } from '@core/api/assets';
import type { TApp } from '../../context';

/** Tests only: a multipart/form-data body with one "file" part per entry. */
export function multipartBody(files: { filename: string; content: Buffer | string; type?: string }[]) {
  const boundary = `----longform${crypto.randomBytes(8).toString('hex')}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Tests only: polls an asset until its background fetch settles (ready or failed). */
export async function waitForAsset(app: TApp, cookie: string, assetId: string, timeoutMs = 20_000): Promise<TAssetRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/fetch/asset?asset_id=${assetId}`, headers: { cookie } });
    const asset = response.json<{ asset: TAssetRecord }>().asset;
    if (asset.status === 'ready' || asset.status === 'failed') return asset;
    if (Date.now() > deadline) throw new Error(`asset still ${asset.status}: ${JSON.stringify(asset)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
