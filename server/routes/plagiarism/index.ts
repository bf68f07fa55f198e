import type { TApp, TContext } from '../../context';
import { checkPlagiarism } from './checkPlagiarism';
import { latestPlagiarismCheck } from './latestPlagiarismCheck';

export function registerPlagiarismRoutes(app: TApp, ctx: TContext) {
  checkPlagiarism(app, ctx);
  latestPlagiarismCheck(app, ctx);
}
