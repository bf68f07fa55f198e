import { useMatches, useSearchParams } from 'react-router';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { NotFoundScene } from '../NotFound/NotFoundScene';

/** A page of the route table shown by its title and purpose (routing/pageTable.ts) inside the shell. */
export function FeatureScene() {
  const matches = useMatches();
  const [search] = useSearchParams();
  const handle = matches.at(-1)?.handle as { featurePath?: string } | undefined;
  const info = handle?.featurePath ? pageInfoFor(handle.featurePath, search) : null;
  if (!info) return <NotFoundScene />;
  return <PageFrame title={info.title} description={info.description} />;
}
