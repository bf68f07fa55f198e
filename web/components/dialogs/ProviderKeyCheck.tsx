import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BYOK_MODAL_DELAY_MS } from '@core/constants';
import type { TUser } from '@core/api/users';
import { fetchUserKey } from '@web/api/userKeys';
import { withChunkTimeout } from '@web/routing/chunkTimeout';

const ProviderKeyDialog = lazy(() =>
  withChunkTimeout(import('./ProviderKeyDialog')).then((module) => ({ default: module.ProviderKeyDialog })),
);

/** Bring-your-own-key plans need a stored key: with none (404) the key dialog opens after 1 s (spec §4). */
export function ProviderKeyCheck({ user }: { user: TUser }) {
  const byok = Boolean(user.userPlan?.includes('byok'));
  const client = useQueryClient();
  const key = useQuery({ queryKey: ['user-key', user.uid], queryFn: () => fetchUserKey(user.uid), enabled: byok });
  const missing = byok && key.isSuccess && key.data === null;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => setOpen(true), BYOK_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missing]);

  if (!open || !missing) return null;
  return (
    <Suspense fallback={null}>
      <ProviderKeyDialog
        uid={user.uid}
        teamId={user.teamId}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void client.invalidateQueries({ queryKey: ['user-key', user.uid] });
        }}
      />
    </Suspense>
  );
}
