import { List, Text } from '@mantine/core';

/** A version's changelog entries as a list, or a plain line when the build carried none. */
export function ChangeList({ entries }: { entries: string[] }) {
  if (entries.length === 0) return <Text size="sm">Fixes and improvements.</Text>;
  return (
    <List spacing="xs" size="sm">
      {entries.map((entry) => (
        <List.Item key={entry}>{entry}</List.Item>
      ))}
    </List>
  );
}
