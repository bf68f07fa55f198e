import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TFact } from './accountFacts';

/** The account figures as a row of cards. */
export function AccountSummary({ facts }: { facts: TFact[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} component="dl" m={0}>
      {facts.map((fact) => (
        <Paper key={fact.label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg">
            {fact.value}
          </Text>
          {fact.hint ? (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {fact.hint}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
