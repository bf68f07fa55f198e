import { Anchor, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Check, Circle, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { TOnboardingStepsResponse } from '@core/api/onboarding';
import { errorMessage } from '@web/api/client';
import { useUpdateOnboardingState } from '@web/api/onboarding';
import { CHECKLIST_ITEMS } from './onboardingChecklistItems';

type TStep = TOnboardingStepsResponse['steps'][number];

function StepLink({ step, discordUrl, onDiscord }: { step: TStep; discordUrl: string | null; onDiscord: () => void }) {
  const item = CHECKLIST_ITEMS[step.id];
  if (step.id === 'discord' && discordUrl) {
    return (
      <Anchor href={discordUrl} target="_blank" rel="noopener noreferrer" fw={600} onClick={onDiscord}>
        {item.label} <ExternalLink size={12} aria-hidden />
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={item.to ?? '/dashboard'} fw={600}>
      {item.label}
    </Anchor>
  );
}

/**
 * The onboarding checklist (spec §3 step flags): each step ticked when the server found it done,
 * with a link to where it is done; "n of N" and a bar; the person may hide it for good.
 */
export function OnboardingChecklist({ uid, steps }: { uid: string; steps: TOnboardingStepsResponse }) {
  const update = useUpdateOnboardingState(uid);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="checklist-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id="checklist-heading">
              Get started
            </Title>
            <Text size="sm" c="dimmed" data-testid="checklist-progress">
              {steps.done} of {steps.total} done
            </Text>
          </Stack>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => update.mutate({ checklist_dismissed: true })} loading={update.isPending && update.variables?.checklist_dismissed === true}>
            Hide checklist
          </Button>
        </Group>
        <Progress value={(steps.done / Math.max(steps.total, 1)) * 100} size="sm" aria-label={`${steps.done} of ${steps.total} steps done`} />
        {update.error ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(update.error)}
          </Text>
        ) : null}
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.steps.map((step) => (
            <Group component="li" key={step.id} gap="sm" wrap="nowrap" align="flex-start" data-testid={`checklist-${step.id}`} data-done={step.done}>
              <ThemeIcon size="sm" radius="xl" variant={step.done ? 'filled' : 'light'} color={step.done ? 'teal' : 'gray'} mt={2}>
                {step.done ? <Check size={12} aria-label="Done" /> : <Circle size={10} aria-label="Not done yet" />}
              </ThemeIcon>
              <div>
                <StepLink step={step} discordUrl={steps.discord_url} onDiscord={() => update.mutate({ step: 'discord' })} />
                <Text size="sm" c="dimmed">
                  {CHECKLIST_ITEMS[step.id].text}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
