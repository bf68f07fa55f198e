import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFlags } from '@web/state/flags';
import { QUICK_LINKS, visibleQuickLinks } from './quickLinks';

/** Shortcuts into every area that works, those the user's flags open. */
export function QuickLinks() {
  const flags = useFlags();
  return (
    <section aria-labelledby="quick-links-heading">
      <Title order={2} size="h4" mb="sm" id="quick-links-heading">
        Start something
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {visibleQuickLinks(QUICK_LINKS, flags).map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder radius="md" p="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <link.icon size={18} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{link.label}</Text>
                <Text size="sm" c="dimmed">
                  {link.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
