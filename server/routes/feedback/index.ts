import type { TApp, TContext } from '../../context';
import { adminFeedbackList } from './adminFeedbackList';
import { fetchFeedbackWidget } from './fetchFeedbackWidget';
import { insertFeedback } from './insertFeedback';
import { updateFeedbackWidget } from './updateFeedbackWidget';

/** The feedback widget's calls (the person's) and the admin page's feedback list. */
export function registerFeedbackRoutes(app: TApp, ctx: TContext) {
  insertFeedback(app, ctx);
  fetchFeedbackWidget(app, ctx);
  updateFeedbackWidget(app, ctx);
  adminFeedbackList(app, ctx);
}
