import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { ChevronsUpDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

type TProps = ComponentPropsWithRef<'button'> & { name: string; email: string };

/** The profile menu's button: avatar, name and email; the menu wraps it once its code has loaded. */
export function ProfileButton({ name, email, ...buttonProps }: TProps) {
  return (
    <UnstyledButton aria-label="Profile menu" p={6} style={{ borderRadius: 'var(--mantine-radius-md)' }} {...buttonProps}>
      <Group gap="sm" wrap="nowrap">
        <Avatar name={name} color="initials" radius="xl" size="md" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Box>
        <ChevronsUpDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
