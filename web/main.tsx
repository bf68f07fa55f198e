// Mantine's stylesheet is a side effect by design: it has nothing to assign.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installGlobalErrorReporting } from './state/errorReporter';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
