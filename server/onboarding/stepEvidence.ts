import { sql } from 'drizzle-orm';
import { REPURPOSE_FORMAT_IDS } from '@core/tools/repurposeFormats';
import type { TOnboardingStepId } from '@core/api/onboarding';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

/** The steps whose evidence is a row of the person's own work (discord is a recorded click instead). */
export type TEvidencedStep = Exclude<TOnboardingStepId, 'discord'>;

const repurposeIds = sql.join(
  REPURPOSE_FORMAT_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/**
 * Whether each step of spec §3 is done, read from what the person's own actions left in the
 * database, in one statement (docs/decisions.md "Onboarding"). Only rows the person made count:
 * a teammate's chat, doc or template never ticks someone else's step.
 */
export async function readStepEvidence(db: Pick<Db, 'execute'>, userId: string): Promise<Record<TEvidencedStep, boolean>> {
  const [row] = rowsOf<Record<TEvidencedStep, boolean>>(
    await db.execute(sql`
      select
        exists(select 1 from projects where owner_id = ${userId}) as project,
        exists(select 1 from chats where user_id = ${userId}) as factgpt,
        exists(select 1 from blogs where user_id = ${userId} and input_type = 'factgpt') as chat,
        exists(select 1 from blogs where user_id = ${userId} and input_type is null and word_count > 0) as editor,
        exists(select 1 from workflows where user_id = ${userId}) as workflows,
        (exists(select 1 from prompt_templates where user_id = ${userId})
          or exists(select 1 from autoblog_runs where user_id = ${userId} and source = 'autoblog')
          or exists(select 1 from usage_events where user_id = ${userId} and feature = 'prompt_template')) as templates,
        exists(select 1 from tool_results where user_id = ${userId} and tool_id in (${repurposeIds})) as repurpose,
        (exists(select 1 from integrations where owner_id = ${userId} and error is null)
          or exists(select 1 from deliveries where requested_by = ${userId})) as integrations,
        (exists(select 1 from team_members tm join teams t on t.id = tm.team_id where tm.user_id = ${userId} and t.admin_id <> ${userId})
          or exists(select 1 from team_invitations where invited_by = ${userId})
          or exists(select 1 from teams t join team_members tm on tm.team_id = t.id where t.admin_id = ${userId} and tm.user_id <> ${userId})) as team`),
  );
  return row!;
}
