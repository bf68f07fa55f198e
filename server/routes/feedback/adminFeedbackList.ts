import { FEEDBACK_LIMITS, ZAdminFeedbackList, ZAdminFeedbackQuery } from '@core/api/feedback';
import type { TApp, TContext } from '../../context';
import { listFeedback } from '../../feedback/feedbackList';
import { FeedbackInbox } from '../../feedback/feedbackPolicy';
import { presentAdminFeedback } from '../../feedback/feedbackPresenter';
import { requireSession } from '../../middleware/session';
import { authorize, authorizeSelf } from '../../policies';

/** GET /api/admin/feedback?page: everyone's feedback for the admin page, newest first (administrators only). */
export function adminFeedbackList(app: TApp, ctx: TContext) {
  app.get('/api/admin/feedback', { schema: { querystring: ZAdminFeedbackQuery, response: { 200: ZAdminFeedbackList } }, preHandler: requireSession }, async (request) => {
    const admin = authorizeSelf(request.sessionUser, undefined);
    authorize(admin, 'read', FeedbackInbox.of({ adminEmails: ctx.env.ADMIN_EMAILS }));
    const { page } = request.query;
    const { rows, total } = await listFeedback(ctx.db, page);
    return { items: rows.map(presentAdminFeedback), page, page_size: FEEDBACK_LIMITS.adminPageSize, total, webhook_configured: Boolean(ctx.env.FEEDBACK_WEBHOOK_URL) };
  });
}
