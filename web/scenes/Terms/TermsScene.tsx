import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { TERMS_SECTIONS, TERMS_UPDATED } from './termsText';

/** /terms (spec §2): the public terms of use and privacy policy. */
export function TermsScene() {
  useEffect(() => {
    document.title = 'Terms and privacy · Longform';
  }, []);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Terms and privacy policy</Title>
          <Text c="dimmed" size="sm">
            Last updated {TERMS_UPDATED}
          </Text>
        </Stack>
        {TERMS_SECTIONS.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Stack>
    </Container>
  );
}
