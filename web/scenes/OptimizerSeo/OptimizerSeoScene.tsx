import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';

/** /optimizer/seo (placeholder until its view lands). */
export function OptimizerSeoScene() {
  const info = pageInfoFor('/optimizer/seo', new URLSearchParams())!;
  return <PageFrame title={info.title} description={info.description}>{null}</PageFrame>;
}
