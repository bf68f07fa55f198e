import { useSearchParams } from 'react-router';
import { PromptTemplatesScene } from '../PromptTemplates/PromptTemplatesScene';
import { AutoblogTemplatesScene } from './AutoblogTemplatesScene';

/** /templates: the AutoBlog workflow templates with ?category=workflow; the prompt templates (issue 21) without. */
export function TemplatesScene() {
  const [search] = useSearchParams();
  return search.get('category') === 'workflow' ? <AutoblogTemplatesScene /> : <PromptTemplatesScene />;
}
