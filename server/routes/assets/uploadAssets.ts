import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_FILES_PER_UPLOAD, ZUploadAssetsQuery, ZUploadAssetsResponse, type TUploadAssetsResponse } from '@core/api/assets';
import type { TContext } from '../../context';
import { badRequest } from '../../errors';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';
import { requirePageIn } from '../../policies/pageFlag';
import { loadProject } from '../../queries/projectLoader';
import { presentAsset, reachThrough } from '../../presenters/asset';
import { enqueueAssetFetch } from '../../queues/assetFetchJobs';
import { assetRoomLeft, PROJECT_FULL_MESSAGE } from '../../retrieval/assetCommands';
import { ingestUpload, type TBackgroundReading } from '../../retrieval/ingestUpload';
import { ASSET_WRITE_RATE_LIMIT } from './assetRateLimit';

/** Control characters (NUL above all) never come from a file picker, and PostgreSQL text cannot hold a NUL. */
function hasControlCharacter(name: string): boolean {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** What a client that sends such a name reads; the request stops at that file. */
export const BAD_FILENAME_MESSAGE = 'A file name holds a control character (such as a NUL byte), which file names may not contain. Rename the file and upload it again.';

function megabytes(bytes: number): string {
  return bytes >= 1_048_576 ? `${Math.round((bytes / 1_048_576) * 10) / 10} MB` : `${Math.round(bytes / 1_024)} KB`;
}

/**
 * POST /api/upload/assets?project_id[&team_id] (multipart, one or more "file" parts): reads each file into
 * an asset and answers, file by file, what became of it (too large, unsupported, unreadable…).
 * Registered in its own scope so multipart parsing stays local to this route.
 */
export async function uploadAssets(scope: FastifyInstance, ctx: TContext) {
  const maxBytes = Math.round(ctx.env.ASSET_UPLOAD_MAX_MB * 1_048_576);
  const background: TBackgroundReading = { store: ctx.uploads, enqueue: (assetId) => enqueueAssetFetch(ctx.jobs, assetId) };
  // throwFileSizeLimit off: an oversize file is reported next to its name and the other files still go in.
  await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: maxBytes, files: MAX_FILES_PER_UPLOAD, fields: 5, parts: MAX_FILES_PER_UPLOAD + 5 } });
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/upload/assets',
    { schema: { querystring: ZUploadAssetsQuery, response: { 200: ZUploadAssetsResponse } }, preHandler: requireSession, config: ASSET_WRITE_RATE_LIMIT },
    async (request) => {
      const user = authorizeSelf(request.sessionUser, request.query.unique_id);
      const teamId = await requirePageIn(ctx, user, 'assets', request.query.team_id);
      const project = await loadProject(ctx.db, request.query.project_id, teamId);
      authorize(user, 'use', project);
      if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data.');
      const results: TUploadAssetsResponse['results'] = [];
      // The project's asset limit holds for uploads too: files past it are reported, not stored.
      let room = await assetRoomLeft(ctx.db, project.id);
      for await (const part of request.files()) {
        const filename = part.filename || 'unnamed';
        if (hasControlCharacter(filename)) {
          part.file.resume();
          throw badRequest(BAD_FILENAME_MESSAGE, 'file');
        }
        if (room === 0) {
          part.file.resume();
          results.push({ filename, asset: null, error: PROJECT_FULL_MESSAGE });
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) {
          results.push({ filename, asset: null, error: `The file is larger than the ${megabytes(maxBytes)} limit.` });
          continue;
        }
        const outcome = await ingestUpload(ctx.db, user, project, { filename, bytes }, background);
        if (outcome.asset) room -= 1;
        results.push({ filename, asset: outcome.asset ? presentAsset(outcome.asset, user, reachThrough(project)) : null, error: outcome.error });
      }
      if (!results.length) throw badRequest('Choose at least one file to upload.');
      return { results };
    },
  );
}
