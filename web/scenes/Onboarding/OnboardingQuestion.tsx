import { Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { TQuestion } from './onboardingFlowSteps';

type TProps = { question: TQuestion; value: string; error?: string; onChange: (value: string) => void };

/** One question of the flow: a text field, or a choice of its fixed list as radio cards. */
export function OnboardingQuestion({ question, value, error, onChange }: TProps) {
  if (question.kind === 'text') {
    return (
      <TextInput
        label={question.label}
        description={question.description}
        placeholder={question.placeholder}
        name={question.field}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <Radio.Group label={question.label} name={question.field} value={value} error={error} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {question.options.map((option) => (
          <Radio.Card key={option.value} value={option.value} radius="md" p="sm" aria-label={option.label}>
            <Radio.Indicator size="xs" style={{ display: 'inline-flex', verticalAlign: 'middle', marginRight: 8 }} />
            {option.label}
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
