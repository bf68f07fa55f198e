import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Play } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ZAutoblogSettings, type TAutoblogSettings, type TAutoblogTemplate } from '@core/api/autoblog';
import { autoblogFailure, useStartAutoblogRun, type TAutoblogFailure } from '@web/api/autoblog';
import { NotifyFields, type TNotifyChoice } from './NotifyFields';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';
import { FALLBACK_CHAT_MODEL } from '@web/scenes/FactGPT/modelChoices';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlag } from '@web/state/flags';
import { AssetPicker } from './AssetPicker';
import { runPath } from './autoblogPaths';
import { TEMPLATE_INFO } from './autoblogTemplates';
import { keywordCount, keywordPart, type TKeywordSource } from './keywordBox';
import { KeywordInput } from './KeywordInput';
import { SettingsFields } from './SettingsFields';
import { useAutoblogScope } from './useAutoblogScope';

/** The user's default workflow model (its flag, from the plan table); the server falls back to the same. */
function useWorkflowModel(): string {
  const flagged = useFlag('default-model-workflow');
  return typeof flagged === 'string' && flagged ? flagged : FALLBACK_CHAT_MODEL;
}

/**
 * A template's form: settings, model, assets of the active project and the keywords. Start posts
 * the run; refusals (empty list, the cap, broken CSV rows, a model that cannot write, runs used up)
 * show the server's message here, and used-up runs or credits open the usual dialogs too.
 */
export function AutoblogForm({ template }: { template: TAutoblogTemplate }) {
  const user = useCurrentUser();
  const scope = useAutoblogScope();
  const project = useActiveProject(user);
  const navigate = useNavigate();
  const defaultModel = useWorkflowModel();
  const [settings, setSettings] = useState<TAutoblogSettings>(() => ZAutoblogSettings.parse({}));
  // Null until the writer picks one: then no model is sent and the server uses the workflow default.
  const [model, setModel] = useState<string | null>(null);
  const [assetIds, setAssetIds] = useState<string[]>([]);
  const [notify, setNotify] = useState<TNotifyChoice>({ email: false, webhookUrl: '' });
  const [source, setSource] = useState<TKeywordSource>('one');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<TAutoblogFailure | null>(null);
  const start = useStartAutoblogRun(scope);
  const count = keywordCount(source, text);

  const submit = () => {
    if (!project || start.isPending) return;
    setFailure(null);
    start.mutate(
      {
        template,
        project_id: project.id,
        settings,
        ...keywordPart(source, text),
        ...(assetIds.length ? { asset_ids: assetIds } : {}),
        ...(model ? { model } : {}),
        ...(notify.email ? { notify_email: true } : {}),
        ...(notify.webhookUrl.trim() ? { webhook_url: notify.webhookUrl.trim() } : {}),
      },
      { onSuccess: (run) => void navigate(runPath(run.id)), onError: (error) => setFailure(autoblogFailure(error, scope.teamMode)) },
    );
  };

  return (
    <Paper withBorder p="md" data-testid="autoblog-form">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {TEMPLATE_INFO[template].name}
          </Title>
          <Text size="sm" c="dimmed">
            {project ? `Docs are saved in the project “${project.projectName}”, which is also where the assets come from.` : 'Create a project first: runs save their docs in one.'}
          </Text>
        </Stack>
        <SettingsFields value={settings} onChange={(patch) => setSettings((old) => ({ ...old, ...patch }))} disabled={start.isPending} />
        <Group align="flex-start" gap="md" wrap="wrap">
          <ModelSelect value={model ?? defaultModel} onChange={setModel} disabled={start.isPending} offlineNote="Offline engine: cannot write articles" />
          <div style={{ flex: 1, minWidth: 260 }}>
            <AssetPicker projectId={project?.id ?? null} value={assetIds} onChange={setAssetIds} disabled={start.isPending} />
          </div>
        </Group>
        <KeywordInput
          source={source}
          text={text}
          onSource={(next) => {
            setSource(next);
            setFailure(null);
          }}
          onText={setText}
          onSubmit={submit}
          error={null}
          disabled={start.isPending}
        />
        <NotifyFields value={notify} onChange={setNotify} disabled={start.isPending} />
        {failure ? (
          <Alert color="red" variant="light" title="The run did not start" data-testid="autoblog-error">
            <Text size="sm">{failure.message}</Text>
            {failure.plans ? (
              <Anchor component={Link} to="/pricing" size="sm">
                See plans and add-ons
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        <Group>
          <Button leftSection={<Play size={16} />} onClick={submit} loading={start.isPending} disabled={!project} data-testid="autoblog-start">
            {count > 1 ? `Start ${count} articles` : 'Start'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
