import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';

/** /optimizer/interlinking (placeholder until its view lands). */
export function OptimizerInterlinkingScene() {
  const info = pageInfoFor('/optimizer/interlinking', new URLSearchParams())!;
  return <PageFrame title={info.title} description={info.description}>{null}</PageFrame>;
}
