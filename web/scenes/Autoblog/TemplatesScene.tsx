import { useSearchParams } from 'react-router';
import { FeatureScene } from '../Feature/FeatureScene';
import { AutoblogTemplatesScene } from './AutoblogTemplatesScene';

/** /templates: the AutoBlog workflow templates with ?category=workflow; prompt templates (not built yet) without. */
export function TemplatesScene() {
  const [search] = useSearchParams();
  return search.get('category') === 'workflow' ? <AutoblogTemplatesScene /> : <FeatureScene />;
}
