import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@web/state/errorReporter';
import { CrashNotice } from './CrashNotice';

/** Catches render errors outside the router, reports them, and offers a reload instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, `React error boundary${info.componentStack ? ` ${info.componentStack.slice(0, 2_000)}` : ''}`);
  }

  override render() {
    return this.state.failed ? <CrashNotice /> : this.props.children;
  }
}
