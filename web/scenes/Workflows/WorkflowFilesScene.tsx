import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { isSearchable, type TAssetKind, type TAssetRecord } from '@core/api/assets';
import { useAssetList } from '@web/api/assets';
import { AddSourceForm } from '@web/scenes/Assets/AddSourceForm';
import { UploadFiles } from '@web/scenes/Assets/UploadFiles';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlags } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';
import { AssetChecklist } from './AssetChecklist';
import { countByKind, kindLimits, toggleAsset } from './assetSelection';
import { RecentWorkflows } from './RecentWorkflows';
import { StepNav } from './StepNav';
import { useWorkflowContext } from './workflowContext';
import { stepPath } from './workflowSteps';

/** Assets listed per kind (a project holds up to 500). */
const PAGE = 100;
const KINDS: Array<{ kind: TAssetKind; label: string }> = [
  { kind: 'file', label: 'Files' },
  { kind: 'url', label: 'URLs' },
  { kind: 'domain', label: 'Domains' },
];

/**
 * Files (the first step): the project's assets the research and the draft draw on, within the
 * plan's limits per kind; new ones are uploaded or added here. Skipping researches without them.
 */
export function WorkflowFilesScene() {
  const { workflow, update, editable, scope } = useWorkflowContext();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const limits = kindLimits(useFlags(), teamMode ? user.teamPlan : user.userPlan);
  const projectId = workflow.project_id;
  const lists = {
    file: useAssetList(projectId, 'file', '', 1, PAGE),
    url: useAssetList(projectId, 'url', '', 1, PAGE),
    domain: useAssetList(projectId, 'domain', '', 1, PAGE),
  };
  const ready: Record<TAssetKind, TAssetRecord[]> = {
    file: lists.file.data?.assets.filter(isSearchable) ?? [],
    url: lists.url.data?.assets.filter(isSearchable) ?? [],
    domain: lists.domain.data?.assets.filter(isSearchable) ?? [],
  };
  const kindOf = new Map<string, TAssetKind>([...ready.file, ...ready.url, ...ready.domain].map((asset) => [asset.id, asset.kind]));
  const selected = workflow.files.asset_ids;
  const counts = countByKind(selected, kindOf);
  const loaded = lists.file.isSuccess && lists.url.isSuccess && lists.domain.isSuccess;
  const unlisted = loaded ? selected.filter((id) => !kindOf.has(id)) : [];

  const toggle = (asset: TAssetRecord) => {
    const next = toggleAsset(selected, asset, kindOf, limits);
    if (next !== selected) update({ files: { asset_ids: [...next], skipped: false } }, true);
  };
  const proceed = () => {
    if (editable && workflow.files.skipped !== (selected.length === 0)) update({ files: { skipped: selected.length === 0 } }, true);
    void navigate(stepPath('research', workflow.id));
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Sources
          </Title>
          <Text size="sm" c="dimmed">
            Choose the files, pages and sites of this project that the research and the draft cite. Your plan allows {limits.file} files, {limits.url} URLs and{' '}
            {limits.domain} {limits.domain === 1 ? 'domain' : 'domains'} per workflow. You can also skip this step.
          </Text>
          <Tabs defaultValue="file" keepMounted={false}>
            <Tabs.List>
              {KINDS.map(({ kind, label }) => (
                <Tabs.Tab key={kind} value={kind} data-testid={`workflow-assets-tab-${kind}`}>
                  {label} ({counts[kind]}/{limits[kind]})
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {KINDS.map(({ kind }) => (
              <Tabs.Panel key={kind} value={kind} pt="sm">
                <Stack gap="sm">
                  {projectId && editable ? kind === 'file' ? <UploadFiles projectId={projectId} /> : <AddSourceForm projectId={projectId} kind={kind} /> : null}
                  <AssetChecklist
                    kind={kind}
                    assets={ready[kind]}
                    loading={Boolean(projectId) && lists[kind].isPending}
                    truncatedFrom={(lists[kind].data?.total ?? 0) > PAGE ? (lists[kind].data?.total ?? null) : null}
                    selected={selected}
                    full={counts[kind] >= limits[kind]}
                    limit={limits[kind]}
                    onToggle={toggle}
                    disabled={!editable}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {unlisted.length ? (
            <Text size="sm" c="orange.8">
              {unlisted.length === 1 ? 'One chosen asset is' : `${unlisted.length} chosen assets are`} no longer ready or listed.{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => update({ files: { asset_ids: selected.filter((id) => kindOf.has(id)) } }, true)} disabled={!editable}>
                Drop {unlisted.length === 1 ? 'it' : 'them'}
              </Button>
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <StepNav
        step="files"
        workflowId={workflow.id}
        next={
          <Button onClick={proceed} rightSection={<ArrowRight size={16} />} variant={selected.length ? 'filled' : 'light'} data-testid="workflow-next">
            {selected.length ? `Research with ${selected.length} ${selected.length === 1 ? 'source' : 'sources'}` : 'Skip: research without files'}
          </Button>
        }
      />
      <RecentWorkflows scope={scope} currentId={workflow.id} />
    </Stack>
  );
}
