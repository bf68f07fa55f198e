import { useEffect, useState } from 'react';
import { takePrefetchedCollab } from '@web/routing/docOpenPrefetch';
import { openCollaborativeDoc, type TCollabState } from './collaborativeDoc';

export type { TCollabState } from './collaborativeDoc';

/**
 * The doc's shared Yjs document over Hocuspocus: the connection the route started while the app
 * booted (docOpenPrefetch.ts) when there is one, else a new one. Opened in an effect with cleanup,
 * since StrictMode mounts twice (STACK-NOTES item 7): a connection is used by one mount only.
 */
export function useCollaborativeDoc(blogId: string | null): TCollabState | null {
  const [state, setState] = useState<TCollabState | null>(null);

  useEffect(() => {
    if (!blogId) return;
    const handle = takePrefetchedCollab(blogId) ?? openCollaborativeDoc(blogId);
    let active = true;
    const publish = () => {
      if (active) setState(handle.state());
    };
    const unsubscribe = handle.subscribe(publish);
    // Published from a microtask, not during the effect, so one render shows the new doc.
    queueMicrotask(publish);
    return () => {
      active = false;
      unsubscribe();
      handle.close();
    };
  }, [blogId]);

  return state;
}
