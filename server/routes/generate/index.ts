import type { TApp, TContext } from '../../context';
import { registerBlogToolRoutes } from './blogTools';
import { humanize } from './humanize';
import { instruct } from './instruct';
import { instructSourceTruth } from './instructSourceTruth';
import { publicQueryStream } from './publicQueryStream';
import { queryStream } from './queryStream';
import { writeForMe } from './writeForMe';

/** The AI generation calls of spec §7 (FactGPT's stream, instruct, source/truth, write for me) and the public stream. */
export function registerGenerateRoutes(app: TApp, ctx: TContext) {
  queryStream(app, ctx);
  publicQueryStream(app, ctx);
  instruct(app, ctx);
  instructSourceTruth(app, ctx);
  writeForMe(app, ctx);
  humanize(app, ctx);
  registerBlogToolRoutes(app, ctx);
}
