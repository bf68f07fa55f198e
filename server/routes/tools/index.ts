import type { TApp, TContext } from '../../context';
import { runTool } from './runTool';
import { runToolStream } from './runToolStream';
import { toolResults } from './toolResults';

/** The writing tools and repurpose formats (core/tools): runs, streamed or whole, and the writer's results. */
export function registerToolRoutes(app: TApp, ctx: TContext) {
  runToolStream(app, ctx);
  runTool(app, ctx);
  toolResults(app, ctx);
}
