import { Button, Text, type ButtonProps } from '@mantine/core';
import { ChevronsUpDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

type TProps = ButtonProps & ComponentPropsWithRef<'button'> & { projectName: string };

/** The project switcher's button, showing the active project; the menu wraps it once its code has loaded. */
export function ProjectSwitcherButton({ projectName, ...buttonProps }: TProps) {
  return (
    <Button
      variant="default"
      fullWidth
      justify="space-between"
      rightSection={<ChevronsUpDown size={16} aria-hidden />}
      aria-label="Switch project"
      {...buttonProps}
    >
      <Text size="sm" fw={500} truncate>
        {projectName}
      </Text>
    </Button>
  );
}
