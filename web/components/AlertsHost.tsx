import { Alert, Paper, Portal, Stack, Text } from '@mantine/core';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { alertStore, useAlertState, type TAlertKind } from '@web/state/alerts';

const LOOK: Record<TAlertKind, { color: string; title: string; Icon: typeof CircleAlert }> = {
  error: { color: 'red', title: 'Error', Icon: CircleAlert },
  success: { color: 'teal', title: 'Done', Icon: CircleCheck },
  warning: { color: 'yellow', title: 'Warning', Icon: TriangleAlert },
};

/** Shows the alert store: alerts at the top right, below the banner (held while hovered); snackbars at the bottom. */
export function AlertsHost() {
  const { alerts, snackbars } = useAlertState();
  return (
    <Portal>
      <Stack pos="fixed" top={64} right={16} gap="xs" w="min(420px, calc(100vw - 32px))" style={{ zIndex: 1000 }}>
        {alerts.map((alert) => {
          const { color, title, Icon } = LOOK[alert.kind];
          return (
            <Alert
              key={alert.id}
              color={color}
              variant="filled"
              title={title}
              icon={<Icon size={18} />}
              withCloseButton
              closeButtonLabel="Dismiss alert"
              onClose={() => alertStore.dismiss(alert.id)}
              onMouseEnter={() => alertStore.holdAlert(alert.id)}
              onMouseLeave={() => alertStore.releaseAlert(alert.id)}
              role={alert.kind === 'error' ? 'alert' : 'status'}
            >
              {alert.message}
            </Alert>
          );
        })}
      </Stack>
      <Stack pos="fixed" bottom={24} left="50%" gap="xs" w="max-content" maw="calc(100vw - 32px)" style={{ transform: 'translateX(-50%)', zIndex: 1000 }}>
        {snackbars.map((snackbar) => (
          <Paper key={snackbar.id} role="status" bg="dark.6" c="white" px="md" py="sm" radius="md" shadow="md">
            <Text size="sm">{snackbar.message}</Text>
          </Paper>
        ))}
      </Stack>
    </Portal>
  );
}
