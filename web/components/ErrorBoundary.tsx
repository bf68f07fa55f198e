import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@web/state/errorReporter';
import { CrashNotice } from './CrashNotice';

/**
 * Catches render errors, reports them, and offers a reload instead of a blank page (or shows
 * `fallback`, e.g. nothing, where the failed part is optional).
 */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, `React error boundary${info.componentStack ? ` ${info.componentStack.slice(0, 2_000)}` : ''}`);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <CrashNotice /> : this.props.fallback;
  }
}
