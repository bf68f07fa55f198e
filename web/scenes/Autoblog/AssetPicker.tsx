import { MultiSelect } from '@mantine/core';
import { isSearchable, type TAssetRecord } from '@core/api/assets';
import { useAssetList } from '@web/api/assets';

/** Assets listed per kind (a project holds up to 500; the picker searches the names it lists). */
const PICKER_PAGE = 100;
const KIND_LABEL = { file: 'File', url: 'URL', domain: 'Domain' } as const;

/** The ready assets of the active project, to research instead of all of them (optional). */
export function AssetPicker({ projectId, value, onChange, disabled }: { projectId: string | null; value: string[]; onChange: (ids: string[]) => void; disabled: boolean }) {
  // The Assets page's own list queries, so an upload there shows here too.
  const files = useAssetList(projectId, 'file', '', 1, PICKER_PAGE);
  const urls = useAssetList(projectId, 'url', '', 1, PICKER_PAGE);
  const domains = useAssetList(projectId, 'domain', '', 1, PICKER_PAGE);
  const ready: TAssetRecord[] = [files, urls, domains].flatMap((list) => list.data?.assets.filter(isSearchable) ?? []);
  const loading = files.isPending || urls.isPending || domains.isPending;
  return (
    <MultiSelect
      label="Assets to research"
      description={ready.length ? 'Optional: none chosen means all of this project’s assets.' : 'This project has no ready assets; add some in Assets to cite them.'}
      placeholder={loading && projectId ? 'Loading assets…' : value.length ? undefined : 'All assets of the project'}
      data={ready.map((asset) => ({ value: asset.id, label: `${asset.title} (${KIND_LABEL[asset.kind]})` }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      disabled={disabled || !ready.length}
      data-testid="autoblog-assets"
    />
  );
}
