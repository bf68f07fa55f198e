import { Alert, Anchor, Stack, Tabs, Text } from '@mantine/core';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { CalendarView } from './CalendarView';
import { TopicView } from './TopicView';
import { usePlannerScope } from './usePlannerScope';

/** The planner's views (/content-planner/{current}). */
const VIEWS = ['topic', 'calendar'] as const;
type TView = (typeof VIEWS)[number];

/**
 * /content-planner/{current} (spec §2): `topic` plans a topic's cluster of article ideas (a pillar
 * and its supporting articles, with keywords, intent and headlines) and works each idea onto the
 * calendar; `calendar` shows a month of planned ideas. The plan is the active project's (the team's
 * in team mode).
 */
export function ContentPlannerScene() {
  const { current } = useParams();
  const navigate = useNavigate();
  const info = pageInfoFor('/content-planner/topic', new URLSearchParams())!;
  const { scope, projectName } = usePlannerScope();
  if (!VIEWS.includes(current as TView)) return <Navigate to="/content-planner/topic" replace />;
  const view = current as TView;
  return (
    <PageFrame title={info.title} description={info.description}>
      <Stack gap="md">
        {projectName ? (
          <Text size="sm" c="dimmed">
            The plan of the project “{projectName}”{scope.teamId ? ', shared with your team' : ''}.
          </Text>
        ) : (
          <Alert color="yellow" variant="light">
            The planner keeps a plan per project.{' '}
            <Anchor component={Link} to="/projects">
              Create a project
            </Anchor>{' '}
            first.
          </Alert>
        )}
        <Tabs value={view} onChange={(next) => next && void navigate(`/content-planner/${next}`)}>
          <Tabs.List>
            <Tabs.Tab value="topic">Topics</Tabs.Tab>
            <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {scope.projectId ? view === 'topic' ? <TopicView scope={scope} /> : <CalendarView scope={scope} /> : null}
      </Stack>
    </PageFrame>
  );
}
