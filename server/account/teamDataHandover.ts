import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * Tables whose rows made in team mode are the team's work (docs, assets, brand voices, shared
 * templates, planner ideas, AutoBlog runs, the checks and briefs of team docs): when their author
 * deletes their account they pass to the team's admin instead of going with the account.
 * Chats, tool results, workflow drafts and usage events are the person's own and go with them
 * (docs/decisions.md, "Deleting an account").
 */
export const TEAM_WORK_TABLES = [
  'blogs',
  'assets',
  'brand_voices',
  'prompt_templates',
  'planner_ideas',
  'autoblog_runs',
  'fact_checks',
  'seo_briefs',
  'plagiarism_checks',
] as const;

/**
 * Hands the person's work in one team over to its admin, inside the deletion's transaction: the
 * team-mode rows above, the AutoBlog articles and text fingerprints that belong to them, and any
 * project of the person that holds team work (an admin who handed the role on still owns the
 * projects the team worked in).
 */
export async function handTeamWorkToAdmin(tx: Db, userId: string, team: { id: string; adminId: string }): Promise<void> {
  for (const table of TEAM_WORK_TABLES) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = ${team.adminId} where user_id = ${userId} and team_id = ${team.id}`);
  }
  await tx.execute(sql`
    update autoblog_articles a set user_id = ${team.adminId}
    from autoblog_runs r where a.run_id = r.id and a.user_id = ${userId} and r.team_id = ${team.id}`);
  await tx.execute(sql`
    update text_fingerprints f set user_id = ${team.adminId}
    where f.user_id = ${userId}
      and (f.blog_id in (select id from blogs where team_id = ${team.id}) or f.asset_id in (select id from assets where team_id = ${team.id}))`);
  await tx.execute(sql`
    update projects p set owner_id = ${team.adminId}, updated_at = now()
    where p.owner_id = ${userId}
      and (exists (select 1 from blogs b where b.project_id = p.id and b.team_id = ${team.id})
        or exists (select 1 from assets s where s.project_id = p.id and s.team_id = ${team.id}))`);
}
