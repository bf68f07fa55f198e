import type { TApp, TContext } from '../../context';
import { getDocSuggestions } from './getDocSuggestions';
import { getOrphans } from './getOrphans';
import { postTextSuggestions } from './postTextSuggestions';
import { rejectSuggestion } from './rejectSuggestion';

/** AI Interlinking (/optimizer/interlinking, the editor's Links tab): suggestions, rejections, orphan pages. */
export function registerInterlinkingRoutes(app: TApp, ctx: TContext) {
  getDocSuggestions(app, ctx);
  postTextSuggestions(app, ctx);
  rejectSuggestion(app, ctx);
  getOrphans(app, ctx);
}
