import type { FastifyRequest } from 'fastify';
import { BRAND_VOICE_SAMPLE_LIMITS, ZBrandVoiceCreateInput, type TBrandVoiceCreateInput } from '@core/api/brandVoices';
import type { TContext } from '../context';
import { badRequest, HttpError } from '../errors';
import { fetchPolicyFor } from '../retrieval/fetchPolicy';
import { SampleBudget } from './sampleBudget';
import { pastedText, readSampleFile, readSampleUrl } from './sampleReaders';

/** Most bytes a pasted-text field may carry (UTF-8: up to 4 bytes a character). */
export const TEXT_FIELD_BYTES = BRAND_VOICE_SAMPLE_LIMITS.textChars * 4;

const megabytes = (bytes: number) => `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;

/** The request's fields checked like a JSON body: the first problem answers 400 naming its field. */
function parseFields(fields: Record<string, unknown>): TBrandVoiceCreateInput {
  const parsed = ZBrandVoiceCreateInput.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest(issue.message, issue.path.join('.') || undefined);
}

/** Multipart errors of @fastify/multipart's limits, told in the person's terms. */
function multipartError(error: unknown, maxFileBytes: number, filename: string | null): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError('payload_too_large', `${filename ?? 'A file'} is larger than the ${megabytes(maxFileBytes)} limit for a file. Upload a smaller file, or paste its text.`, 'file');
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest(`Use at most ${BRAND_VOICE_SAMPLE_LIMITS.sources} sources (pasted text, files and URLs together).`, 'sources');
  return error;
}

/**
 * The create request's fields and samples, read within their bounds: JSON ({ name, text, urls,
 * model }) or multipart (fields name, text, url (repeated), model, and "file" parts). Files are
 * read as they arrive, each refused by name when too large before it is read whole; then the
 * pasted text, then the URLs. Any source that cannot be read answers 400 naming it.
 */
export async function readCreateRequest(request: FastifyRequest, ctx: TContext): Promise<{ input: TBrandVoiceCreateInput; budget: SampleBudget }> {
  const limits = ctx.uploads.limits;
  const budget = new SampleBudget();
  const readLimits = () => ({ ...limits, maxTextChars: Math.max(1, Math.min(limits.maxTextChars, budget.charsLeft)) });
  let fields: Record<string, unknown>;
  if (request.isMultipart()) {
    const maxFileBytes = Math.round(ctx.env.ASSET_UPLOAD_MAX_MB * 1_048_576);
    const collected: { name?: string; text?: string; urls: string[]; model?: string } = { urls: [] };
    // The file being read: a file past the size limit can fail on the next step of the parts, after its own.
    let lastFile: string | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const filename = part.filename || 'unnamed';
          lastFile = filename;
          budget.open();
          const bytes = await part.toBuffer();
          budget.add('file', filename, await readSampleFile(filename, bytes, readLimits()));
          continue;
        }
        if (part.valueTruncated) throw badRequest(`Paste at most ${BRAND_VOICE_SAMPLE_LIMITS.textChars.toLocaleString('en-US')} characters of text.`, part.fieldname);
        const value = String(part.value ?? '');
        if (part.fieldname === 'url') collected.urls.push(value);
        else if (part.fieldname === 'name' || part.fieldname === 'text' || part.fieldname === 'model') collected[part.fieldname] = value;
      }
    } catch (error) {
      throw multipartError(error, maxFileBytes, lastFile);
    }
    fields = collected;
  } else {
    fields = (request.body ?? {}) as Record<string, unknown>;
  }
  const input = parseFields(fields);
  if (input.text?.trim()) {
    budget.open();
    budget.add('text', 'Pasted text', pastedText(input.text));
  }
  input.urls.forEach(() => budget.open());
  const policy = fetchPolicyFor(ctx.env);
  for (const url of input.urls) {
    if (budget.charsLeft <= 0) break;
    budget.add('url', url, await readSampleUrl(url, policy, readLimits()));
  }
  return { input, budget };
}
