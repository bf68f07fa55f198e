import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { useConfirmRequest } from '@web/state/confirm';

const ConfirmDialog = lazy(() =>
  withChunkTimeout(import('./ConfirmDialog')).then((module) => ({ default: module.ConfirmDialog })),
);

/** Shows the open confirmation request, loading the dialog's code the first time one is asked. */
export function ConfirmHost() {
  const request = useConfirmRequest();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={request.id} request={request} />
    </Suspense>
  );
}
