import { useState } from 'react';
import { Alert, Box, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { ApiError, errorMessage } from '@web/api/client';
import { useSaveOnboardingAnswers, useUpdateOnboardingState } from '@web/api/onboarding';
import { useCurrentUser } from '@web/state/currentUser';
import { FLOW_STEPS, answersToSend, stepErrors, stepOfField, type TAnswerField, type TAnswers } from './onboardingFlowSteps';
import { OnboardingQuestion } from './OnboardingQuestion';

/**
 * The short flow after sign-up (spec §3 onboarding data), on the dashboard until it is finished or
 * skipped (the server remembers which): four steps with back, next and skip; Finish saves every
 * answer at once and names the first project. Nothing else on the page waits for it.
 */
export function OnboardingFlow() {
  const user = useCurrentUser();
  const save = useSaveOnboardingAnswers(user.uid);
  const skip = useUpdateOnboardingState(user.uid);
  const [active, setActive] = useState(0);
  const [values, setValues] = useState<TAnswers>(() => ({
    name: user.onboardingData?.name ?? user.displayName,
    team_size: '',
    app_starting_point: '',
    starting_workflow: '',
    hear_about_us: '',
    hear_about_source_or_query: '',
    project_name: user.projects[0]?.projectName ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<TAnswerField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const step = FLOW_STEPS[active]!;
  const last = active === FLOW_STEPS.length - 1;

  const change = (field: TAnswerField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const finish = () =>
    save.mutate(
      { answers: answersToSend(values), complete: true },
      {
        onError: (error) => {
          const at = error instanceof ApiError ? stepOfField(error.field) : -1;
          if (at < 0) return setFormError(errorMessage(error));
          setActive(at);
          setErrors({ [(error as ApiError).field!.replace(/^onboarding_data\./, '')]: error.message });
        },
      },
    );

  const next = () => {
    const found = stepErrors(step, values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    if (last) finish();
    else setActive(active + 1);
  };

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby="onboarding-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="onboarding-heading">
            Set up your workspace
          </Title>
          <Text size="sm" c="dimmed">
            Four short questions, about a minute. You can skip them and answer nothing.
          </Text>
        </Stack>
        <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={setActive} aria-label="Onboarding steps">
          {FLOW_STEPS.map((item) => (
            <Stepper.Step
              key={item.id}
              // On a phone only the numbers show; the step's title is the heading below.
              label={
                <Box component="span" visibleFrom="sm">
                  {item.title}
                </Box>
              }
              aria-label={item.title}
            />
          ))}
        </Stepper>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              {step.title}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              Step {active + 1} of {FLOW_STEPS.length}
            </Text>
          </Group>
          <Progress value={((active + 1) / FLOW_STEPS.length) * 100} size="sm" aria-label={`Step ${active + 1} of ${FLOW_STEPS.length}`} />
          <Text size="sm" c="dimmed">
            {step.intro}
          </Text>
        </Stack>
        <Stack gap="md">
          {step.questions.map((question) => (
            <OnboardingQuestion key={question.field} question={question} value={values[question.field]} error={errors[question.field]} onChange={change(question.field)} />
          ))}
        </Stack>
        {formError || skip.error ? (
          <Alert color="red" role="alert">
            {formError ?? errorMessage(skip.error)}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="gray" onClick={() => skip.mutate({ flow: 'skipped' })} loading={skip.isPending} disabled={save.isPending}>
            Skip for now
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => setActive(active - 1)} disabled={active === 0 || save.isPending}>
              Back
            </Button>
            <Button onClick={next} loading={save.isPending}>
              {last ? 'Finish' : 'Next'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
