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
  const [tab, setTab] = useState<TAssetKind>('file');
  const [preview, setPreview] = useState<TAssetRecord | null>(null);

  return (
    <PageFrame
      title="Assets"
      description="Files, pages and sites FactGPT and the workflows can cite. Each belongs to the active project."
    >
      {!project ? (
        <Text c="dimmed">Create a project first; assets belong to a project.</Text>
      ) : (
        <Stack gap="lg">
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
          <AssetPreview asset={preview} onClose={() => setPreview(null)} />
        </Stack>
      )}
    </PageFrame>
  );
}
