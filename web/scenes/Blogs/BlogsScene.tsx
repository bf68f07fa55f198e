import { useState } from 'react';
import { Button, Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ListOrdered, Plus, Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { TBlogExportFormat, TBlogListItem } from '@core/api/blogs';
import { PageFrame } from '@web/components/PageFrame';
import { blogEditorPath, createBlankBlog, sharedBlogPath, useBlogActions, useBlogList } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { useActiveProject } from '@web/state/activeProject';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { askConfirmation } from '@web/state/confirm';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { BlogRow } from './BlogRow';
import { downloadExport } from '@web/api/blogExport';

/** Docs per page of the list. */
export const BLOGS_PAGE_SIZE = 10;

/** /blogs (spec §2 "Docs"): the active project's docs, newest update first; new, open, duplicate, share, export, delete. */
export function BlogsScene() {
  const user = useCurrentUser();
  const teamMode = useTeamMode(user);
  const teamId = teamMode ? user.teamId : null;
  const project = useActiveProject(user);
  const navigate = useNavigate();
  const scope = { uid: user.uid, teamId, projectId: project?.id ?? null };
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [sort, setSort] = useState<'desc' | 'asc'>('desc');
  const [creating, setCreating] = useState(false);
  const start = (page - 1) * BLOGS_PAGE_SIZE;
  const list = useBlogList(scope, { start, end: start + BLOGS_PAGE_SIZE, search: debouncedSearch, sort });
  const actions = useBlogActions(scope);
  const items = list.data?.saved_items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BLOGS_PAGE_SIZE));

  const newDoc = async () => {
    setCreating(true);
    try {
      const blog = await createBlankBlog(scope);
      void navigate(blogEditorPath(blog._id));
    } catch (error) {
      showAlert(errorMessage(error));
    } finally {
      setCreating(false);
    }
  };
  const run = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => showSnackbar(done),
      (error: unknown) => showAlert(errorMessage(error)),
    );
  const remove = async (blog: TBlogListItem) => {
    const confirmed = await askConfirmation({
      title: 'Delete this doc?',
      message: `“${blog.title}” will be deleted for good${blog.shared ? ', and its share link will stop working' : ''}.`,
      confirmLabel: 'Delete doc',
      danger: true,
    });
    if (!confirmed) return;
    await run(actions.remove.mutateAsync(blog._id), 'Doc deleted');
    // The last doc of a page gone: show the page before.
    if (items.length === 1 && page > 1) setPage(page - 1);
  };
  const copyLink = (blog: TBlogListItem) =>
    run(navigator.clipboard.writeText(new URL(sharedBlogPath(blog._id), window.location.origin).toString()), 'Share link copied');
  // A refusal by the copy/download rule opens the copy-restricted dialog instead of a snackbar.
  const exportAs = (blog: TBlogListItem, format: TBlogExportFormat) =>
    downloadExport(blog._id, format, teamId).then(
      (downloaded) => downloaded && showSnackbar('Export downloaded'),
      (error: unknown) => showAlert(errorMessage(error)),
    );

  return (
    <PageFrame title="Docs" description="The documents of the active project, newest update first. Open one to write in the editor.">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" style={{ flex: 1 }}>
          <TextInput
            aria-label="Search docs"
            placeholder="Search titles and text"
            leftSection={<Search size={14} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Select
            aria-label="Sort docs"
            data={[
              { value: 'desc', label: 'Last updated: newest' },
              { value: 'asc', label: 'Last updated: oldest' },
            ]}
            value={sort}
            allowDeselect={false}
            onChange={(value) => {
              setSort(value === 'asc' ? 'asc' : 'desc');
              setPage(1);
            }}
            w={220}
          />
        </Group>
        <Button leftSection={<Plus size={16} />} onClick={() => void newDoc()} loading={creating} disabled={!project}>
          New doc
        </Button>
        <Button component={Link} to="/workflows" variant="default" leftSection={<ListOrdered size={16} />} data-testid="new-workflow">
          Blog workflow
        </Button>
      </Group>
      {!project ? (
        <Text c="dimmed">Create a project first: docs live in projects.</Text>
      ) : list.isError ? (
        <Text c="red" role="alert">
          {errorMessage(list.error)}
        </Text>
      ) : list.isPending ? (
        <Text c="dimmed">Loading docs…</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="blogs-empty">
          {debouncedSearch.trim() ? `No doc matches “${debouncedSearch.trim()}”.` : 'No docs in this project yet. Start one with New doc.'}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Docs" style={{ listStyle: 'none' }}>
          {items.map((blog) => (
            <BlogRow
              key={blog._id}
              blog={blog}
              onDuplicate={() => void run(actions.duplicate.mutateAsync(blog._id), 'Doc duplicated')}
              onDelete={() => void remove(blog)}
              onShare={(shared) =>
                void run(actions.share.mutateAsync({ copyId: blog._id, shared }), shared ? 'Anyone with the link can now read this doc' : 'Sharing stopped')
              }
              onCopyLink={() => void copyLink(blog)}
              onExport={(format) => void exportAs(blog, format)}
            />
          ))}
        </Stack>
      )}
      {total > BLOGS_PAGE_SIZE ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} docs
          </Text>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} aria-label="Pages of docs" />
        </Group>
      ) : null}
    </PageFrame>
  );
}
