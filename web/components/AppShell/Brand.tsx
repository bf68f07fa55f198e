import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { PenLine } from 'lucide-react';

/** The product mark, linking home. */
export function Brand() {
  return (
    <Anchor component={Link} to="/dashboard" underline="never" c="inherit" aria-label="Longform home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size="md" radius="md" aria-hidden>
          <PenLine size={16} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Longform
        </Text>
      </Group>
    </Anchor>
  );
}
