import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';

/** /optimizer/plagiarism (placeholder until its view lands). */
export function OptimizerPlagiarismScene() {
  const info = pageInfoFor('/optimizer/plagiarism', new URLSearchParams())!;
  return <PageFrame title={info.title} description={info.description}>{null}</PageFrame>;
}
