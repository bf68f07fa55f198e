import { ZFeedbackWidget, ZFeedbackWidgetInput } from '@core/api/feedback';
import type { TApp, TContext } from '../../context';
import { setFeedbackWidgetHidden } from '../../feedback/feedbackWidgetSetting';
import { requireSession } from '../../middleware/session';
import { authorizeSelf } from '../../policies';

/** PUT /api/update/feedback/widget: hides or brings back the signed-in person's feedback button (their own account only). */
export function updateFeedbackWidget(app: TApp, ctx: TContext) {
  app.put('/api/update/feedback/widget', { schema: { body: ZFeedbackWidgetInput, response: { 200: ZFeedbackWidget } }, preHandler: requireSession }, async (request) => {
    const user = authorizeSelf(request.sessionUser, undefined);
    return { hidden: await setFeedbackWidgetHidden(ctx.db, user.id, request.body.hidden) };
  });
}
