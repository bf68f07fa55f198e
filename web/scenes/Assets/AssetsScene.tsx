import { useState } from 'react';
import { Paper, Stack, Tabs, Text } from '@mantine/core';
import type { TAssetKind, TAssetRecord } from '@core/api/assets';
import { PageFrame } from '@web/components/PageFrame';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { AddSourceForm } from './AddSourceForm';
import { AssetList } from './AssetList';
import { AssetPreview } from './AssetPreview';
import { PassageSearch } from './PassageSearch';
import { useAssetDeepLink } from './useAssetDeepLink';
import { UploadFiles } from './UploadFiles';

const TABS: { kind: TAssetKind; label: string }[] = [
  { kind: 'file', label: 'Files' },
  { kind: 'url', label: 'URLs' },
  { kind: 'domain', label: 'Domains' },
];

/** /assets (spec §2): the active project's files, URLs and domains that writing is grounded on. */
export function AssetsScene() {
  const user = useCurrentUser();
  const project = useActiveProject(user);
  const [chosenTab, setTab] = useState<TAssetKind | null>(null);
  const [preview, setPreview] = useState<TAssetRecord | null>(null);
  // A citation's link names an asset: its tab, with the asset open at the cited passage.
  const linked = useAssetDeepLink();
  const tab = chosenTab ?? linked.asset?.kind ?? 'file';
  const shown = preview ?? linked.asset;
  const focus = preview ? null : linked.position;

  return (
    <PageFrame
      title="Assets"
      description="Files, pages and sites FactGPT and the workflows can cite. Each belongs to the active project."
    >
      {!project ? (
        <Text c="dimmed">Create a project first; assets belong to a project.</Text>
      ) : (
        <Stack gap="lg">
          {linked.error ? (
            <Text c="red" role="alert">
              The linked asset cannot be opened: {linked.error}
            </Text>
          ) : null}
          <Paper withBorder radius="md" p="md">
            <PassageSearch projectId={project.id} />
          </Paper>
          <Tabs value={tab} onChange={(value) => setTab((value as TAssetKind | null) ?? 'file')} keepMounted={false}>
            <Tabs.List>
              {TABS.map((item) => (
                <Tabs.Tab key={item.kind} value={item.kind}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TABS.map((item) => (
              <Tabs.Panel key={item.kind} value={item.kind} pt="md">
                <Stack gap="md">
                  <Paper withBorder radius="md" p="md">
                    {item.kind === 'file' ? <UploadFiles projectId={project.id} /> : <AddSourceForm projectId={project.id} kind={item.kind} />}
                  </Paper>
                  <AssetList projectId={project.id} kind={item.kind} onPreview={setPreview} />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <AssetPreview
            key={`${shown?.id}:${focus}`}
            asset={shown}
            focus={focus}
            onClose={() => {
              setPreview(null);
              if (linked.asset) setTab(linked.asset.kind);
              linked.close();
            }}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
