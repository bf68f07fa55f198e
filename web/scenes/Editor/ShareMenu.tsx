import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { Link2, Share2 } from 'lucide-react';
import type { TBlog } from '@core/api/blogs';
import { sharedBlogPath, useBlogActions } from '@web/api/blogs';
import { errorMessage } from '@web/api/client';
import { showAlert, showSnackbar } from '@web/state/alerts';
import { useCurrentUser } from '@web/state/currentUser';

/**
 * The editor's Share: publish the doc at its public link, copy the link, stop sharing — the docs
 * list's menu items, calls and messages. Who may publish is the server's answer (`policies.share`).
 */
export function ShareMenu({ blog, teamId }: { blog: TBlog; teamId: string | null }) {
  const user = useCurrentUser();
  const { share } = useBlogActions({ uid: user.uid, teamId, projectId: blog.project_id });
  const [shared, setShared] = useState(blog.shared);
  const canShare = blog.policies.share;

  const toggle = () =>
    share.mutateAsync({ copyId: blog._id, shared: !shared }).then(
      ({ copy }) => {
        setShared(copy.shared);
        showSnackbar(copy.shared ? 'Anyone with the link can now read this doc' : 'Sharing stopped');
      },
      (error: unknown) => showAlert(errorMessage(error)),
    );
  const copyLink = () =>
    navigator.clipboard.writeText(new URL(sharedBlogPath(blog._id), window.location.origin).toString()).then(
      () => showSnackbar('Share link copied'),
      (error: unknown) => showAlert(errorMessage(error)),
    );

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Teal while the doc is public, so the header says so. */}
        <Button variant={shared ? 'light' : 'default'} color={shared ? 'teal' : undefined} leftSection={<Share2 size={16} />} loading={share.isPending}>
          Share
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {canShare ? (
          <Menu.Item leftSection={<Share2 size={14} />} onClick={() => void toggle()}>
            {shared ? 'Stop sharing' : 'Share by link'}
          </Menu.Item>
        ) : (
          <Menu.Item disabled>Only the doc’s author can share it</Menu.Item>
        )}
        {shared ? (
          <Menu.Item leftSection={<Link2 size={14} />} onClick={() => void copyLink()}>
            Copy share link
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
