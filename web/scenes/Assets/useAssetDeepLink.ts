import { useSearchParams } from 'react-router';
import type { TAssetRecord } from '@core/api/assets';
import { useAsset } from '@web/api/assets';
import { errorMessage } from '@web/api/client';

/**
 * /assets?asset_id=…&passage=… (a FactGPT citation's "Open in Assets"): the asset to preview and the
 * passage to show in it. `close` drops both from the address, so a reload does not open it again.
 */
export function useAssetDeepLink(): { asset: TAssetRecord | null; position: number | null; error: string | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const assetId = params.get('asset_id');
  const passage = Number(params.get('passage'));
  const found = useAsset(assetId);
  return {
    asset: found.data?.asset ?? null,
    position: Number.isInteger(passage) && passage >= 0 && params.has('passage') ? passage : null,
    error: found.isError ? errorMessage(found.error) : null,
    close: () => {
      if (!assetId) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('asset_id');
          next.delete('passage');
          return next;
        },
        { replace: true },
      );
    },
  };
}
