import { Anchor, Container, Divider, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { fetchSharedBlog } from '@web/api/blogs';
import { ApiError } from '@web/api/client';

/**
 * /share-blog/:blogId (spec §2): a doc its author shared by link, read-only and without an account.
 * The HTML was sanitized by the server when saved; the server also fills in the page's head tags.
 */
export function ShareBlogScene() {
  const { blogId = '' } = useParams();
  const doc = useQuery({ queryKey: ['shared-blog', blogId], queryFn: () => fetchSharedBlog(blogId), retry: false });

  useEffect(() => {
    if (doc.data) document.title = `${doc.data.title} · Longform`;
    else if (doc.isError) document.title = 'Document not found · Longform';
  }, [doc.data, doc.isError]);

  const footer = (
    <Text size="sm" c="dimmed">
      Written with Longform. <Anchor component={Link} to="/login">Sign in or create an account</Anchor> to write your own.
    </Text>
  );
  if (doc.isError) {
    const missing = doc.error instanceof ApiError && doc.error.status === 404;
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm">
          <Title order={1}>{missing ? 'Document not found' : 'Something went wrong'}</Title>
          <Text c="dimmed" data-testid="shared-missing">
            {missing ? 'This document is not shared, or it no longer exists. Ask its author for a new link.' : 'We could not load this document. Try again in a moment.'}
          </Text>
          {footer}
        </Stack>
      </Container>
    );
  }
  if (!doc.data) {
    return (
      <Container size="sm" py="xl">
        <Text c="dimmed">Loading the document…</Text>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl" component="article" lang={doc.data.language.startsWith('English') ? 'en' : undefined}>
      <Stack gap="md">
        <Title order={1} data-testid="shared-title">
          {doc.data.title}
        </Title>
        <Text size="xs" c="dimmed">
          Updated {new Date(doc.data.last_updated).toLocaleDateString()}
        </Text>
        <Typography>
          {/* Sanitized on the server with the editor's allow-list (core/editor/htmlAllowList.ts). */}
          <div data-testid="shared-body" dangerouslySetInnerHTML={{ __html: doc.data.copy_to_save }} />
        </Typography>
        <Divider />
        {footer}
      </Stack>
    </Container>
  );
}
