import { Alert, Badge, Group, Text } from '@mantine/core';
import { formatCredits } from '@core/api/users';
import type { TToolRunState } from './toolRun';

/** Which engine wrote a run (always named), what it was charged, the brand voice it used, and the engine's notice. */
export function EngineNote({ state }: { state: TToolRunState }) {
  const voice = state.result?.brand_voice;
  return (
    <>
      <Group gap="xs">
        {state.engine ? (
          <Badge variant="light" tt="none" color={state.engine === 'offline' ? 'gray' : 'violet'} data-testid="engine-label">
            {state.engine === 'offline' ? 'Offline engine' : `Model: ${state.model}`}
          </Badge>
        ) : null}
        {state.credits !== null ? (
          <Text size="xs" c="dimmed" data-testid="tool-credits">
            {formatCredits(state.credits)} credits
          </Text>
        ) : null}
        {voice ? (
          <Text size="xs" c="dimmed" data-testid="tool-brand-voice-used">
            Written in the voice: {voice.name}
          </Text>
        ) : null}
      </Group>
      {state.notice ? (
        <Alert color="blue" variant="light" title={state.engine === 'offline' ? 'Offline engine' : 'Note'} data-testid="engine-notice">
          <Text size="sm">{state.notice}</Text>
        </Alert>
      ) : null}
    </>
  );
}
