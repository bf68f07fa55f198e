import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { closeRunsExhausted, useRunsExhausted } from '@web/state/runsExhausted';

const RunsExhaustedDialog = lazy(() =>
  withChunkTimeout(import('./RunsExhaustedDialog')).then((module) => ({ default: module.RunsExhaustedDialog })),
);

/** Shows the runs-exhausted dialog while the store holds one. */
export function RunsExhaustedHost() {
  const data = useRunsExhausted();
  if (!data) return null;
  return (
    <Suspense fallback={null}>
      <RunsExhaustedDialog data={data} onClose={closeRunsExhausted} />
    </Suspense>
  );
}
