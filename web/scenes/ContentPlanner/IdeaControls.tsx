import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { CalendarPlus, Rocket, Workflow } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PLANNER_STATUSES, type TPlannerAssignee, type TPlannerIdea, type TPlannerStatus } from '@core/api/planner';
import { autoblogFailure } from '@web/api/autoblog';
import { errorMessage } from '@web/api/client';
import { useOpenInAutoblog, useOpenInWorkflow, useUpdateIdea, type TPlannerScope } from '@web/api/planner';
import { askConfirmation } from '@web/state/confirm';
import { runPath } from '../Autoblog/autoblogPaths';
import { stepPath } from '../Workflows/workflowSteps';
import { STATUS_LABELS } from './plannerClusters';

/**
 * An idea's calendar day, status and assignee (each saved as it changes), and its hand-offs: the
 * blog workflow (prefilled, opened at research) and AutoBlog (a one-article run, after a confirm).
 * What may be done is the idea's `abilities`, from the server.
 */
export function IdeaControls({ idea, scope, assignees, onError }: { idea: TPlannerIdea; scope: TPlannerScope; assignees: TPlannerAssignee[]; onError: (message: string | null) => void }) {
  const navigate = useNavigate();
  const update = useUpdateIdea(scope);
  const workflow = useOpenInWorkflow(scope);
  const autoblog = useOpenInAutoblog(scope);
  const [day, setDay] = useState(idea.planned_on ?? '');
  const save = (changes: Parameters<typeof update.mutate>[0]) => {
    onError(null);
    update.mutate(changes, { onError: (error) => onError(errorMessage(error)) });
  };
  const openWorkflow = () => {
    onError(null);
    workflow.mutate(idea.id, { onSuccess: ({ workflow_id }) => void navigate(stepPath('research', workflow_id)), onError: (error) => onError(errorMessage(error)) });
  };
  const openAutoblog = async () => {
    const confirmed = await askConfirmation({
      title: 'Write it with AutoBlog?',
      message: `AutoBlog researches and writes “${idea.title}” (keyword “${idea.keyword}”) in the background. It uses one AutoBlog run, and credits for the words written.`,
      confirmLabel: 'Start AutoBlog',
    });
    if (!confirmed) return;
    onError(null);
    autoblog.mutate(
      { id: idea.id },
      { onSuccess: ({ run_id }) => void navigate(runPath(run_id)), onError: (error) => onError(autoblogFailure(error, Boolean(scope.teamId)).message) },
    );
  };
  const label = idea.title;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        size="xs"
        label="Planned for"
        aria-label={`Planned for: ${label}`}
        value={day}
        disabled={!idea.abilities.edit}
        onChange={(event) => setDay(event.currentTarget.value)}
        w={150}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<CalendarPlus size={14} aria-hidden />}
        disabled={!idea.abilities.edit || !day || day === idea.planned_on}
        loading={update.isPending}
        onClick={() => save({ id: idea.id, planned_on: day })}
        aria-label={`Add to calendar: ${label}`}
      >
        {idea.planned_on ? 'Move' : 'Add to calendar'}
      </Button>
      {idea.planned_on ? (
        <Button size="xs" variant="subtle" color="gray" disabled={!idea.abilities.edit} onClick={() => (setDay(''), save({ id: idea.id, planned_on: null }))}>
          Take off calendar
        </Button>
      ) : null}
      <Select
        size="xs"
        label="Status"
        aria-label={`Status: ${label}`}
        w={120}
        allowDeselect={false}
        disabled={!idea.abilities.edit}
        data={PLANNER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        value={idea.status}
        onChange={(next) => next && next !== idea.status && save({ id: idea.id, status: next as TPlannerStatus })}
      />
      <Select
        size="xs"
        label="Assignee"
        aria-label={`Assignee: ${label}`}
        w={170}
        placeholder="Nobody"
        clearable
        disabled={!idea.abilities.assign}
        data={assignees.map((person) => ({ value: person.id, label: person.name || person.email }))}
        value={idea.assignee_id}
        onChange={(next) => next !== idea.assignee_id && save({ id: idea.id, assignee_id: next })}
      />
      <Button size="xs" leftSection={<Workflow size={14} aria-hidden />} disabled={!idea.abilities.open} loading={workflow.isPending} onClick={openWorkflow} aria-label={`Open in workflow: ${label}`}>
        Open in workflow
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<Rocket size={14} aria-hidden />}
        disabled={!idea.abilities.open}
        loading={autoblog.isPending}
        onClick={() => void openAutoblog()}
        aria-label={`Open in AutoBlog: ${label}`}
      >
        Open in AutoBlog
      </Button>
    </Group>
  );
}
