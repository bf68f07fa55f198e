import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { createBlankBlog, fetchBlog } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { BlogEditor } from '@web/editor/BlogEditor';
import { takePrefetchedBlog } from '@web/routing/docOpenPrefetch';
import { useCollaborativeDoc } from '@web/editor/useCollaborativeDoc';
import { WorkflowWritingBanner } from '@web/editor/WorkflowWritingBanner';
import { useActiveProject } from '@web/state/activeProject';
import { showAlert } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';
import { useTeamMode } from '@web/state/teamMode';
import { ShareMenu } from './ShareMenu';

/**
 * /blogs/editor?copy_id=… and its phone layout /m/blogs/editor (spec §2). Without a copy_id the
 * server hands over a blank doc in the active project (the person's untouched one when there is one,
 * so opening the editor again makes no new "Untitled doc"); every keystroke belongs to a saved doc.
 */
export function EditorScene() {
  const [params] = useSearchParams();
  const copyId = params.get('copy_id');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const phone = pathname.toLowerCase().startsWith('/m/') || Boolean(narrow);
  const user = useCurrentUser();
  const teamId = useTeamMode(user) ? user.teamId : null;
  const project = useActiveProject(user);
  // StrictMode runs effects twice; the ref keeps it to one blank doc.
  const creating = useRef(false);

  useEffect(() => {
    if (copyId || !project || creating.current) return;
    creating.current = true;
    createBlankBlog({ uid: user.uid, teamId, projectId: project.id }).then(
      (blog) => void navigate(`${pathname}?copy_id=${encodeURIComponent(blog._id)}`, { replace: true }),
      (error: unknown) => {
        creating.current = false;
        showAlert(errorMessage(error));
      },
    );
  }, [copyId, project, teamId, user.uid, navigate, pathname]);

  const blog = useQuery({
    queryKey: ['blog-editor', user.uid, copyId],
    enabled: Boolean(copyId),
    // The route started this fetch while the app booted (routing/docOpenPrefetch.ts); else it starts now.
    queryFn: () => takePrefetchedBlog(copyId!) ?? fetchBlog(user.uid, copyId!),
    // The editor owns the doc once open: no background refetch resets what is being typed.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

  // The shared document syncs while the fields load, not after.
  const collab = useCollaborativeDoc(copyId);

  useEffect(() => {
    document.title = `${blog.data?.title ?? 'Editor'} · Longform`;
  }, [blog.data?.title]);

  if (blog.isError) {
    return (
      <Alert color="red" title="This doc cannot be opened" maw={640}>
        <Stack gap="xs">
          {errorMessage(blog.error)}
          <Anchor component={Link} to="/blogs">
            Back to your docs
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (!blog.data) return <Loader aria-label="Opening the doc" />;
  return (
    <>
      <WorkflowWritingBanner />
      <BlogEditor
        key={blog.data._id}
        blog={blog.data}
        collab={collab}
        phone={phone}
        teamId={teamId}
        headerActions={<ShareMenu blog={blog.data} teamId={teamId} />}
      />
    </>
  );
}
