import { Alert, Grid, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { WORKFLOW_LIMITS } from '@core/api/workflows';
import { FactSheets } from './FactSheets';
import { ResearchFindings } from './ResearchFindings';
import { ResearchForm } from './ResearchForm';
import { toggleSelected } from './researchSelection';
import { StepNav } from './StepNav';
import { useWorkflowContext } from './workflowContext';

/**
 * Research (spec §3 Research state): what to research, the job's progress, then what it found —
 * related keywords, the top results, questions by source and fact sheets — each selectable into the
 * research context the later steps are written from, which stays editable.
 */
export function WorkflowResearchScene() {
  const { workflow, update, editable } = useWorkflowContext();
  const research = workflow.research;
  const toggle = (text: string) => {
    const next = toggleSelected(research.selected_context, text);
    if (next !== research.selected_context) update({ research: { selected_context: [...next] } }, true);
  };
  const found = research.related_keywords.length + research.serp_headlines.length + research.questions.length + research.fact_sheets.length > 0;

  return (
    <Stack gap="lg">
      <ResearchForm />
      {research.notices.length ? (
        <Alert color="yellow" variant="light" title="About this research" data-testid="research-notices">
          <Stack gap={4}>
            {research.notices.map((notice) => (
              <Text key={notice} size="sm">
                {notice}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {found ? (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <ResearchFindings
                research={research}
                onToggle={toggle}
                onShowMoreKeywords={(count) => update({ research: { num_top_keywords_to_load: count } }, true)}
                editable={editable}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FactSheets sheets={research.fact_sheets} selected={research.selected_context} onToggle={toggle} editable={editable} />
          </Grid.Col>
        </Grid>
      ) : null}
      {found || research.research_context ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Research context
            </Title>
            <Text size="sm" c="dimmed">
              The headline, outline and draft are written from this. Ticking items above rebuilds it from your selection ({research.selected_context.length} selected; none means all
              findings); edit it freely afterwards.
            </Text>
            <Textarea
              aria-label="Research context"
              value={research.research_context}
              autosize
              minRows={6}
              maxRows={18}
              maxLength={WORKFLOW_LIMITS.researchContextChars}
              disabled={!editable}
              onChange={(event) => update({ research: { research_context: event.currentTarget.value } })}
              data-testid="research-context"
            />
          </Stack>
        </Paper>
      ) : null}
      <StepNav step="research" workflowId={workflow.id} />
    </Stack>
  );
}
