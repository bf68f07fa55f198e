import { z } from 'zod';
import { ZGenerationResult } from './generate';
import { templateVariables } from '../templates/templateVariables';

/**
 * Prompt templates (spec §3, issue 21): a named formula with {variable} placeholders, its own or
 * shared to the owner's team (sharedToTeam; team members see it read-only, isOwn false).
 *
 * GET    /api/fetch/prompt/templates?unique_id[&team_id]         → { templates, total, max }
 * POST   /api/create/prompt/template  { template, description, formula } → 201 { template }
 * POST   /api/update/prompt/template  { save_id, template, description, formula } → { template }
 * POST   /api/update/prompt/template/share { save_id, shared, team_id } → { template }
 * DELETE /api/delete/prompt/template?save_id                       → { deleted, save_id }
 * POST   /api/run/custom/template     { unique_id, prompt (the save_id), variables, team_id } (spec §7)
 */
export const PROMPT_TEMPLATE_LIMITS = {
  nameChars: 120,
  descriptionChars: 500,
  formulaChars: 8_000,
  variables: 20,
  valueChars: 4_000,
  /** Templates one person keeps (shared or not). */
  perUser: 200,
} as const;

const ZId = z.string().min(1).max(100);
/** Names and descriptions are plain text, shown as text: markup is refused rather than kept or stripped unseen. */
const looksLikeMarkup = (value: string) => /<\/?[A-Za-z!][^>]*>/.test(value);

export const ZPromptTemplateName = z
  .string({ error: 'Please name the template.' })
  .trim()
  .min(1, 'Please name the template.')
  .max(PROMPT_TEMPLATE_LIMITS.nameChars, `A template name can be at most ${PROMPT_TEMPLATE_LIMITS.nameChars} characters.`)
  .refine((value) => !looksLikeMarkup(value), 'A template name is plain text: HTML tags are not allowed.');

export const ZPromptTemplateDescription = z
  .string()
  .trim()
  .max(PROMPT_TEMPLATE_LIMITS.descriptionChars, `A description can be at most ${PROMPT_TEMPLATE_LIMITS.descriptionChars} characters.`)
  .refine((value) => !looksLikeMarkup(value), 'A description is plain text: HTML tags are not allowed.')
  .default('');

/** The prompt with its {variables}; well formed (core/templates), and with at most 20 of them. */
export const ZPromptTemplateFormula = z
  .string({ error: 'Please write the prompt.' })
  .trim()
  .min(1, 'Please write the prompt.')
  .max(PROMPT_TEMPLATE_LIMITS.formulaChars, `A prompt can be at most ${PROMPT_TEMPLATE_LIMITS.formulaChars} characters.`)
  .superRefine((formula, check) => {
    const read = templateVariables(formula, PROMPT_TEMPLATE_LIMITS.variables);
    if (!read.ok) check.addIssue({ code: 'custom', message: read.message });
  });

/** What the person may do with a template, as the server's rules answer; the UI shows only these. */
export const ZPromptTemplateAbilities = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  share: z.boolean(),
  run: z.boolean(),
  /** Copy of the result: the copy/download rule (spec §5: a paid plan, or team mode). */
  copy: z.boolean(),
});
export type TPromptTemplateAbilities = z.infer<typeof ZPromptTemplateAbilities>;

/** A template on the wire: spec §3's fields, its variables (the run form's inputs), and abilities. */
export const ZPromptTemplate = z.object({
  save_id: z.string(),
  template: z.string(),
  description: z.string(),
  formula: z.string(),
  /** The text its owner's last run produced ('' before any). */
  content: z.string(),
  variables: z.array(z.string()),
  sharedToTeam: z.boolean(),
  /** The team it is shared to (null: not shared). */
  team_id: z.string().nullable(),
  isOwn: z.boolean(),
  /** Who made it, for a template a teammate shared; null for one's own. */
  owner_name: z.string().nullable(),
  created_date: z.string(),
  last_updated: z.string(),
  abilities: ZPromptTemplateAbilities,
});
export type TPromptTemplate = z.infer<typeof ZPromptTemplate>;

export const ZPromptTemplateResponse = z.object({ template: ZPromptTemplate });
export const ZPromptTemplateListResponse = z.object({ templates: z.array(ZPromptTemplate), total: z.number(), max: z.number() });
export type TPromptTemplateListResponse = z.infer<typeof ZPromptTemplateListResponse>;
export const ZPromptTemplateDeletedResponse = z.object({ deleted: z.literal(true), save_id: z.string() });

export const ZPromptTemplateListQuery = z.object({ unique_id: ZId.optional(), team_id: ZId.optional() });

const ZTemplateFields = z.object({
  template: ZPromptTemplateName,
  description: ZPromptTemplateDescription,
  formula: ZPromptTemplateFormula,
});
export const ZPromptTemplateCreateInput = ZTemplateFields.extend({ unique_id: ZId.optional(), team_id: ZId.nullish() });
export type TPromptTemplateCreateInput = z.input<typeof ZPromptTemplateCreateInput>;
export const ZPromptTemplateUpdateInput = ZPromptTemplateCreateInput.extend({ save_id: ZId });
export type TPromptTemplateUpdateInput = z.input<typeof ZPromptTemplateUpdateInput>;

/** Share to a team the owner belongs to (team_id), or stop sharing (shared false). */
export const ZPromptTemplateShareInput = z.object({ unique_id: ZId.optional(), save_id: ZId, shared: z.boolean(), team_id: ZId.nullish() });
export type TPromptTemplateShareInput = z.input<typeof ZPromptTemplateShareInput>;

export const ZPromptTemplateDeleteQuery = z.object({ unique_id: ZId.optional(), save_id: ZId, team_id: ZId.optional() });

/** One variable's value as typed into the run form. */
const ZVariableValue = z.string().max(PROMPT_TEMPLATE_LIMITS.valueChars, `A variable’s value can be at most ${PROMPT_TEMPLATE_LIMITS.valueChars} characters.`);

/**
 * POST /api/run/custom/template (spec §7: unique_id, prompt, team_id): `prompt` is the template's
 * save_id, `variables` the value of each of its variables (all of them, none other).
 */
export const ZRunPromptTemplateInput = z.object({
  unique_id: ZId,
  team_id: ZId.nullish(),
  prompt: ZId,
  variables: z
    .record(z.string().max(100), ZVariableValue)
    .refine((values) => Object.keys(values).length <= PROMPT_TEMPLATE_LIMITS.variables, `A template has at most ${PROMPT_TEMPLATE_LIMITS.variables} variables.`)
    .default({}),
  language: z.string().max(40).optional(),
  model: z.string().max(100).optional(),
  key: z.boolean().optional(),
});
export type TRunPromptTemplateInput = z.input<typeof ZRunPromptTemplateInput>;

/** The run's answer: the generation fields, and whether it was saved as the template's content. */
export const ZRunPromptTemplateResult = ZGenerationResult.extend({ save_id: z.string(), saved: z.boolean() });
export type TRunPromptTemplateResult = z.infer<typeof ZRunPromptTemplateResult>;
