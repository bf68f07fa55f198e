import { Navigate, useParams } from 'react-router';
import { isWritingTool, linkedToolPage, WRITING_TOOLS } from '@core/tools/toolRegistry';
import { NotFoundScene } from '@web/scenes/NotFound/NotFoundScene';
import { ToolPage } from './ToolPage';

/**
 * /standalones/:tool: any writing tool of the registry (core/tools/toolRegistry.ts) on one generic
 * page. A tool that is a page of its own (FactGPT, custom templates …) sends there; an id the
 * registry does not know is not found.
 */
export function ToolScene() {
  const { tool = '' } = useParams();
  const id = tool.toLowerCase();
  const linked = linkedToolPage(id);
  if (linked) return <Navigate to={linked} replace />;
  // The page is keyed by the tool so switching tools starts a fresh form and run.
  if (isWritingTool(id)) return <ToolPage key={id} tool={WRITING_TOOLS[id]} />;
  return <NotFoundScene />;
}
