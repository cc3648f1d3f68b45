import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown in place of the children once they have thrown while rendering; a function gets a retry. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  children: ReactNode;
}

/**
 * Keeps a render error inside one part of the page: a status that cannot render shows the
 * fallback instead of blanking the whole timeline (React unmounts everything up to the
 * nearest boundary). Columns and the app have their own, so one fault never blanks the page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { fallback, children } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function'
      ? fallback(() => this.setState({ failed: false }))
      : fallback;
  }
}
