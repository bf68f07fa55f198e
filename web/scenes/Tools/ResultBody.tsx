import { List, Stack, Text } from '@mantine/core';
import type { TResultView } from './resultText';

/** A result in its shape: a list as a list, FAQs as question and answer pairs, text as written. */
export function ResultBody({ view }: { view: TResultView }) {
  switch (view.kind) {
    case 'list':
      return (
        <List spacing={6} data-testid="tool-result-list">
          {view.items.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>
      );
    case 'faqs':
      return (
        <Stack gap="sm" data-testid="tool-result-faqs">
          {view.faqs.map((pair, index) => (
            <Stack key={index} gap={2}>
              <Text fw={600}>{pair.question}</Text>
              <Text>{pair.answer}</Text>
            </Stack>
          ))}
        </Stack>
      );
    case 'text':
      return (
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="tool-result-text">
          {view.text}
        </Text>
      );
  }
}
