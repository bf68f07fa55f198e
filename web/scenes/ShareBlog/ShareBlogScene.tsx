import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';

/** /share-blog/:blogId (spec §2): a document its author shared by link, readable without an account. */
export function ShareBlogScene() {
  useEffect(() => {
    document.title = 'Shared document · Longform';
  }, []);
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Shared document</Title>
        <Text c="dimmed">
          This page shows a document that its author shared by link; anyone with the link can read it without an account.
        </Text>
        <Text size="sm">
          Written with Longform. <Anchor component={Link} to="/login">Sign in or create an account</Anchor> to write your own.
        </Text>
      </Stack>
    </Container>
  );
}
