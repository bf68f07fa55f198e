import { useEffect, useMemo } from 'react';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '@web/api/client';
import { useWorkflow, type TWorkflowScope } from '@web/api/workflows';
import { PageFrame } from '@web/components/PageFrame';
import { ModelSelect } from '@web/editor/panels/factcheck/ModelSelect';
import { pageInfoFor } from '@web/routing/pageTable';
import { FALLBACK_CHAT_MODEL } from '@web/scenes/FactGPT/modelChoices';
import { useCurrentUser } from '@web/state/currentUser';
import { useFlag } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';
import { NewWorkflow } from './NewWorkflow';
import { SaveStatus } from './SaveStatus';
import type { TWorkflowContext } from './workflowContext';
import { WorkflowStepper } from './WorkflowStepper';
import { stepOfPath, stepPath } from './workflowSteps';

/** The plan's workflow model (its flag); the server falls back to the same when none is sent. */
function useDefaultWorkflowModel(): string {
  const flagged = useFlag('default-model-workflow');
  return typeof flagged === 'string' && flagged ? flagged : FALLBACK_CHAT_MODEL;
}

/**
 * /workflows/<step>?id=… (spec §2): the page heading, the stepper, the save state and the model,
 * around the step. The workflow lives on the server and is polled while its research or draft is
 * being made; without an id, Files starts a new one.
 */
export function WorkflowLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const step = stepOfPath(pathname) ?? 'files';
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const scope: TWorkflowScope = useMemo(() => ({ uid: user.uid, teamId: teamMode ? user.teamId : null }), [user.uid, user.teamId, teamMode]);
  const byok = Boolean(user.userPlan?.includes('byok'));
  const defaultModel = useDefaultWorkflowModel();
  const { workflow, query, current, update, saveState, flush } = useWorkflow(scope, id);
  const info = pageInfoFor(`/workflows/${step}`, params)!;

  // The step the person is on is remembered, so the list of workflows can lead back to it.
  const editable = Boolean(workflow?.abilities.edit);
  const recordedStep = workflow?.step;
  useEffect(() => {
    if (editable && recordedStep && recordedStep !== step) update({ step }, true);
  }, [editable, recordedStep, step, update]);

  if (!id && step !== 'files') return <Navigate to={stepPath('files', null)} replace />;

  const model = workflow?.model ?? defaultModel;
  const context: TWorkflowContext | null = workflow
    ? { workflow, scope, tools: { ...scope, byok, teamMode }, model, editable, current: () => current() ?? workflow, update, flush }
    : null;

  return (
    <PageFrame title={info.title} description={info.description}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <WorkflowStepper workflow={workflow} current={step} />
          {workflow ? (
            <Group gap="md" align="center" wrap="nowrap" ml="auto">
              <SaveStatus state={saveState} onRetry={() => void flush()} />
              <ModelSelect
                value={model}
                onChange={(next) => update({ model: next }, true)}
                disabled={!editable}
                size="xs"
                offlineNote="Offline engine: cannot write the draft"
              />
            </Group>
          ) : null}
        </Group>
        {!id ? <NewWorkflow scope={scope} model={null} /> : null}
        {id && query.isPending ? <Loader aria-label="Opening the workflow" /> : null}
        {id && query.isError ? (
          <Alert color="red" title="This workflow cannot be opened" maw={640} data-testid="workflow-error">
            <Stack gap="xs">
              <Text size="sm">{errorMessage(query.error)}</Text>
              <Anchor component={Link} to={stepPath('files', null)} size="sm">
                Start a new workflow
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {context ? <Outlet context={context} /> : null}
      </Stack>
    </PageFrame>
  );
}
