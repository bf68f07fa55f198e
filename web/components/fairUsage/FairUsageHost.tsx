import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { closeFairUsageBlock, useFairUsageBlock } from '@web/state/fairUsage';

const FairUsageRestrictedDialog = lazy(() =>
  withChunkTimeout(import('./FairUsageRestrictedDialog')).then((module) => ({ default: module.FairUsageRestrictedDialog })),
);

/** Shows the fair-usage restricted dialog while a block is open (a 420 from a generation opens it: state/fairUsage.ts). */
export function FairUsageHost() {
  const block = useFairUsageBlock();
  if (!block) return null;
  return (
    <Suspense fallback={null}>
      <FairUsageRestrictedDialog block={block} onClose={closeFairUsageBlock} />
    </Suspense>
  );
}
