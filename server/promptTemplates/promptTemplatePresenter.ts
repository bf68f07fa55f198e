import type { TPromptTemplate } from '@core/api/promptTemplates';
import { templateVariables } from '@core/templates/templateVariables';
import type { TSessionUser } from '../auth/sessionUser';
import { abilitiesOf } from '../policies/cancan';
import { PromptTemplate } from '../policies/promptTemplate';
import type { TPromptTemplateRecord } from './promptTemplateLoader';

/**
 * A template on the wire (spec §3 Prompt templates), with the viewer's abilities: the template rules,
 * and `copy` from the copy/download rule the caller evaluated (spec §5).
 */
export function presentPromptTemplate(record: TPromptTemplateRecord, viewer: TSessionUser, copyAllowed: boolean): TPromptTemplate {
  const abilities = abilitiesOf(viewer, PromptTemplate.of(record));
  const variables = templateVariables(record.formula);
  const isOwn = record.userId === viewer.id;
  return {
    save_id: record.id,
    template: record.template,
    description: record.description,
    formula: record.formula,
    content: record.content,
    variables: variables.ok ? variables.value : [],
    sharedToTeam: record.teamId !== null,
    team_id: record.teamId,
    isOwn,
    owner_name: isOwn ? null : record.ownerName,
    created_date: record.createdAt.toISOString(),
    last_updated: record.updatedAt.toISOString(),
    abilities: { edit: abilities.edit, delete: abilities.delete, share: abilities.share, run: abilities.run, copy: copyAllowed },
  };
}
