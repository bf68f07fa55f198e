import type { TApp, TContext } from '../../context';
import { createTemplate } from './createTemplate';
import { deleteTemplate } from './deleteTemplate';
import { listTemplates } from './listTemplates';
import { runCustomTemplate } from './runCustomTemplate';
import { shareTemplate } from './shareTemplate';
import { updateTemplate } from './updateTemplate';

/** Prompt templates (issue 21): list, create, update, share, delete, and run one (spec §7). */
export function registerPromptTemplateRoutes(app: TApp, ctx: TContext) {
  listTemplates(app, ctx);
  createTemplate(app, ctx);
  updateTemplate(app, ctx);
  shareTemplate(app, ctx);
  deleteTemplate(app, ctx);
  runCustomTemplate(app, ctx);
}
