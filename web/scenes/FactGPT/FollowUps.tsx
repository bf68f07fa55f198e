import { Button, Group } from '@mantine/core';

/** Follow-up questions the last answer suggests; a click asks one. */
export function FollowUps({ questions, disabled, onAsk }: { questions: string[]; disabled: boolean; onAsk: (question: string) => void }) {
  if (questions.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Suggested follow-up questions" role="group">
      {questions.map((question) => (
        <Button key={question} variant="light" radius="xl" size="xs" disabled={disabled} onClick={() => onAsk(question)}
          styles={{ root: { height: 'auto', minHeight: 28 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}>
          {question}
        </Button>
      ))}
    </Group>
  );
}
