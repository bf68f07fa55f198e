import { useState } from 'react';
import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { THubspotDetails } from '@core/api/integrations';
import { errorMessage } from '@web/api/client';
import { useChooseHubspotBlog } from '@web/api/signInIntegrations';
import { showAlert } from '@web/state/alerts';

/** Which of the account's HubSpot blogs posts go to (the first is chosen when connecting). */
export function HubspotBlogPicker({ uid, hubspot }: { uid: string; hubspot: THubspotDetails }) {
  const choose = useChooseHubspotBlog(uid);
  const [error, setError] = useState<string | null>(null);
  if (!hubspot.blogs.length) return null;

  async function change(blogId: string | null) {
    if (!blogId || blogId === hubspot.blog_id) return;
    setError(null);
    try {
      await choose.mutateAsync(blogId);
      showAlert(`Posts now go to ${hubspot.blogs.find((blog) => blog.id === blogId)?.name ?? 'that blog'}.`, 'success');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Blog
        </Title>
        <Select
          label="Posts go to"
          description="A blog made in HubSpot after connecting appears once you reconnect."
          data={hubspot.blogs.map((blog) => ({ value: blog.id, label: blog.url ? `${blog.name} — ${blog.url}` : blog.name }))}
          value={hubspot.blog_id}
          allowDeselect={false}
          disabled={choose.isPending}
          error={error}
          onChange={(value) => void change(value)}
        />
        {choose.isPending ? (
          <Text size="sm" c="dimmed">
            Saving…
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
