import { Anchor, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TPromptTemplate } from '@core/api/promptTemplates';
import { errorMessage } from '@web/api/client';
import { usePromptTemplates } from '@web/api/promptTemplates';
import { PageFrame } from '@web/components/PageFrame';
import { pageInfoFor } from '@web/routing/pageTable';
import { RunPanel } from './RunPanel';
import { TemplateCard } from './TemplateCard';
import { TemplateFormModal } from './TemplateFormModal';
import { usePromptTemplateScope } from './usePromptTemplateScope';

/** The form's state: closed, a new template, or one being edited. */
type TFormState = { open: false } | { open: true; editing: TPromptTemplate | null };

/**
 * /templates (issue 21): the person's prompt templates and those shared with their team; create and
 * edit in a dialog, run one in the panel below the list.
 */
export function PromptTemplatesScene() {
  const [search] = useSearchParams();
  const info = pageInfoFor('/templates', search)!;
  const scope = usePromptTemplateScope();
  const templates = usePromptTemplates(scope);
  const [form, setForm] = useState<TFormState>({ open: false });
  const [runId, setRunId] = useState<string | null>(null);
  const list = templates.data?.templates ?? [];
  const running = list.find((template) => template.save_id === runId) ?? null;
  const full = templates.data ? templates.data.total >= templates.data.max : false;

  return (
    <PageFrame title={info.title} description={info.description}>
      <Group justify="space-between" mt={-16}>
        <Button leftSection={<Plus size={16} />} onClick={() => setForm({ open: true, editing: null })} disabled={full} data-testid="prompt-template-new">
          New template
        </Button>
        <Anchor component={Link} to="/templates?category=workflow" size="sm" data-testid="autoblog-workflows-link">
          <Group gap={4} component="span">
            <Workflow size={16} />
            AutoBlog workflow templates
          </Group>
        </Anchor>
      </Group>
      {full ? (
        <Text size="xs" c="dimmed">
          You keep {templates.data!.max} templates, the most there can be: delete one to make room.
        </Text>
      ) : null}
      {templates.isPending ? <Loader size="sm" /> : null}
      {templates.error ? (
        <Text c="red" size="sm" role="alert">
          {errorMessage(templates.error)}
        </Text>
      ) : null}
      {templates.data && list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="prompt-templates-empty">
          No templates yet. Make one for a prompt you write often, with a {'{variable}'} for each part that changes.
        </Text>
      ) : null}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="prompt-templates">
          {list.map((template) => (
            <TemplateCard
              key={template.save_id}
              template={template}
              scope={scope}
              selected={template.save_id === runId}
              onRun={() => setRunId(template.save_id)}
              onEdit={() => setForm({ open: true, editing: template })}
            />
          ))}
        </SimpleGrid>
        {running ? <RunPanel key={`${running.save_id}:${running.formula}`} template={running} scope={scope} /> : null}
      </Stack>
      {form.open ? <TemplateFormModal opened scope={scope} editing={form.editing} onClose={() => setForm({ open: false })} /> : null}
    </PageFrame>
  );
}
