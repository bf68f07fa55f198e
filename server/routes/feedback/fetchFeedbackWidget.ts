import { ZFeedbackWidget } from '@core/api/feedback';
import type { TApp, TContext } from '../../context';
import { isFeedbackWidgetHidden } from '../../feedback/feedbackWidgetSetting';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/** GET /api/fetch/feedback/widget: whether the signed-in person hid the feedback button. */
export function fetchFeedbackWidget(app: TApp, ctx: TContext) {
  app.get('/api/fetch/feedback/widget', { schema: { response: { 200: ZFeedbackWidget } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    return { hidden: await isFeedbackWidgetHidden(ctx.db, user.id) };
  });
}
