import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './api/queryClient';
import { AlertsHost } from './components/AlertsHost';
import { Boot } from './components/Boot';
import { ConfirmHost } from './components/dialogs/ConfirmHost';
import { SessionEndedHost } from './components/dialogs/SessionEndedHost';
import { ErrorBoundary } from './components/ErrorBoundary';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/** The providers every screen relies on: theme, server state, dialogs, alerts and the crash net. */
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ErrorBoundary>
          <Boot />
        </ErrorBoundary>
        <ConfirmHost />
        <SessionEndedHost />
        <AlertsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
