import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { closeBuyModal, useBuyModal } from '@web/state/buyModal';

const BuyModalDialog = lazy(() =>
  withChunkTimeout(import('./BuyModalDialog')).then((module) => ({ default: module.BuyModalDialog })),
);

/** Shows the buy modal while the store holds one; its code loads on first use. */
export function BuyModalHost() {
  const modal = useBuyModal();
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <BuyModalDialog code={modal.code} message={modal.message} onClose={closeBuyModal} />
    </Suspense>
  );
}
