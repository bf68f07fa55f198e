import { lazy, Suspense } from 'react';
import { withChunkTimeout } from '@web/routing/chunkTimeout';
import { closeProviderError, useProviderError } from '@web/state/providerError';

const ProviderErrorDialog = lazy(() =>
  withChunkTimeout(import('./ProviderErrorDialog')).then((module) => ({ default: module.ProviderErrorDialog })),
);

/** Shows the language-provider error dialog while the store holds one. */
export function ProviderErrorHost() {
  const data = useProviderError();
  if (!data) return null;
  return (
    <Suspense fallback={null}>
      <ProviderErrorDialog data={data} onClose={closeProviderError} />
    </Suspense>
  );
}
