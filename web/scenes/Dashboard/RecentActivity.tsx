import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAutoblogRuns } from '@web/api/autoblog';
import { useBlogList } from '@web/api/blogs';
import { useChatList } from '@web/api/chats';
import { useActiveProject } from '@web/state/activeProject';
import { useCurrentUser } from '@web/state/currentUser';
import { flagAllows, useFlags } from '@web/state/flags';
import { useTeamMode } from '@web/state/teamMode';
import { RECENT_COUNT, recentChats, recentDocs, recentRuns, type TRecentItem } from './recentActivity';

function RecentList({ title, items, loading, empty }: { title: string; items: TRecentItem[]; loading: boolean; empty: string }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {loading ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={6}>
          {items.map((item) => (
            <div key={item.key}>
              <Anchor component={Link} to={item.to} fw={500} size="sm" lineClamp={1}>
                {item.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {item.detail} · {new Date(item.when).toLocaleDateString()}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The active project's latest drafts and chats, and the latest AutoBlog runs (the team's in team mode). */
export function RecentActivity() {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const flags = useFlags();
  const scope = { uid: user.uid, teamId, projectId: project?.id ?? null };
  const docs = useBlogList(scope, { start: 0, end: RECENT_COUNT, search: '', sort: 'desc' });
  const chats = useChatList(user.uid, teamId, scope.projectId);
  const runs = useAutoblogRuns({ uid: user.uid, teamId }, 1);
  return (
    <section aria-labelledby="recent-work-heading">
      <Title order={2} size="h4" mb="sm" id="recent-work-heading">
        Recent work{project ? ` in ${project.projectName}` : ''}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {flagAllows(flags?.docs) && <RecentList title="Latest drafts" items={recentDocs(docs.data?.saved_items ?? [])} loading={docs.isPending && Boolean(scope.projectId)} empty="No drafts yet." />}
        <RecentList title="Latest questions" items={recentChats(chats.data?.pages.flatMap((page) => page.chat_items) ?? [])} loading={chats.isPending && Boolean(scope.projectId)} empty="No questions asked yet." />
        <RecentList title="Latest article runs" items={recentRuns(runs.data?.runs ?? [])} loading={runs.isPending} empty="No AutoBlog runs yet." />
      </SimpleGrid>
    </section>
  );
}
