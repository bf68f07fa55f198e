import { Anchor, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { History, ListOrdered } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AUTOBLOG_TEMPLATES, ZAutoblogTemplate } from '@core/api/autoblog';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { AutoblogForm } from './AutoblogForm';
import { TEMPLATE_INFO } from './autoblogTemplates';
import { RUNS_PATH } from './autoblogPaths';

/**
 * /templates?category=workflow (issue 19): the AutoBlog templates; choosing one (kept in the URL as
 * &template=…) opens its form, which starts a run and goes to the run's page.
 */
export function AutoblogTemplatesScene() {
  const [search, setSearch] = useSearchParams();
  const info = pageInfoFor('/templates', search)!;
  const chosen = ZAutoblogTemplate.safeParse(search.get('template'));
  const template = chosen.success ? chosen.data : null;
  const choose = (next: string) => setSearch({ category: 'workflow', template: next });

  return (
    <PageFrame title={info.title} description={info.description}>
      <Group justify="flex-end" mt={-16} gap="lg">
        <Anchor component={Link} to="/workflows" size="sm" data-testid="workflow-link">
          <Group gap={4} component="span">
            <ListOrdered size={16} />
            Write one article step by step
          </Group>
        </Anchor>
        <Anchor component={Link} to={RUNS_PATH} size="sm" data-testid="autoblog-runs-link">
          <Group gap={4} component="span">
            <History size={16} />
            Your AutoBlog runs
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="autoblog-templates">
        {AUTOBLOG_TEMPLATES.map((id) => (
          <UnstyledButton key={id} onClick={() => choose(id)} aria-pressed={template === id} data-testid={`autoblog-template-${id}`}>
            <Card withBorder padding="sm" h="100%" style={template === id ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}>
              <Text fw={600} size="sm">
                {TEMPLATE_INFO[id].name}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {TEMPLATE_INFO[id].description}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {template ? (
        <AutoblogForm key={template} template={template} />
      ) : (
        <Text size="sm" c="dimmed">
          Choose a template to set up a run: one keyword, or a list or CSV of keywords, each written into a doc.
        </Text>
      )}
    </PageFrame>
  );
}
