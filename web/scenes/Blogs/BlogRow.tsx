import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { Copy, Download, Link2, MoreHorizontal, Share2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TBlogExportFormat, TBlogListItem } from '@core/api/blogs';
import { blogEditorPath } from '@web/api/blogs';

const EXPORTS: { format: TBlogExportFormat; label: string }[] = [
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'pages', label: 'Pages (.docx for Apple Pages)' },
  { format: 'html', label: 'HTML' },
  { format: 'md', label: 'Markdown' },
];

type TProps = {
  blog: TBlogListItem;
  onDuplicate: () => void;
  onDelete: () => void;
  onShare: (shared: boolean) => void;
  onCopyLink: () => void;
  onExport: (format: TBlogExportFormat) => void;
};

const updatedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One doc of the list: title (opens the editor), excerpt, words, last update, and its actions. */
export function BlogRow({ blog, onDuplicate, onDelete, onShare, onCopyLink, onExport }: TProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" pl="md" data-testid="blog-row">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={blogEditorPath(blog._id)} fw={600} truncate data-testid="blog-title">
              {blog.title}
            </Anchor>
            {blog.shared ? (
              // Never squeezed by a long title (a phone showed "SH…"): the title gives way instead.
              <Badge variant="light" color="teal" size="sm" style={{ flexShrink: 0 }}>
                Shared
              </Badge>
            ) : null}
          </Group>
          {blog.excerpt ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {blog.excerpt}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {blog.word_count} {blog.word_count === 1 ? 'word' : 'words'} · updated {updatedFormat.format(new Date(blog.last_updated))}
          </Text>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${blog.title}`}>
              <MoreHorizontal size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<Copy size={14} />} onClick={onDuplicate}>
              Duplicate
            </Menu.Item>
            {blog.policies.share ? (
              <Menu.Item leftSection={<Share2 size={14} />} onClick={() => onShare(!blog.shared)}>
                {blog.shared ? 'Stop sharing' : 'Share by link'}
              </Menu.Item>
            ) : null}
            {blog.shared ? (
              <Menu.Item leftSection={<Link2 size={14} />} onClick={onCopyLink}>
                Copy share link
              </Menu.Item>
            ) : null}
            <Menu.Label>Export</Menu.Label>
            {EXPORTS.map((item) => (
              <Menu.Item key={item.format} leftSection={<Download size={14} />} onClick={() => onExport(item.format)}>
                {item.label}
              </Menu.Item>
            ))}
            {blog.policies.delete ? (
              <>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<Trash2 size={14} />} onClick={onDelete}>
                  Delete
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
