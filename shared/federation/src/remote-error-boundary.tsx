import { Component, Fragment, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { RemoteError } from './remote-error.tsx';

export interface RemoteErrorBoundaryProps {
  remote: string;
  children: ReactNode;
  /** Runs before the children are rendered again (e.g. to reload the remote). */
  onRetry?: () => void | Promise<void>;
}

interface State {
  error: Error | null;
  attempt: number;
  retrying: boolean;
}

/**
 * Catches what one remote throws while rendering, so only its area shows the error and a Retry button.
 * Retry remounts the children (a fresh attempt, not the broken tree).
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0, retrying: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remote}] crashed`, error, info.componentStack);
  }

  retry = async (): Promise<void> => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry?.();
    } finally {
      this.setState((state) => ({ error: null, retrying: false, attempt: state.attempt + 1 }));
    }
  };

  override render() {
    if (this.state.error) {
      return (
        <RemoteError remote={this.props.remote} onRetry={() => void this.retry()} retrying={this.state.retrying} />
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/** Route element of a remote's area: its pages render inside the remote's own error boundary. */
export function RemoteOutlet({ remote }: { remote: string }) {
  return (
    <RemoteErrorBoundary remote={remote}>
      <Outlet />
    </RemoteErrorBoundary>
  );
}

/**
 * Route `ErrorBoundary` of a remote's area: a page chunk that failed to download or a loader that
 * failed. Retry navigates to the same address again, which reruns the lazy import and the loaders.
 */
export function RemoteRouteError({ remote }: { remote: string }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => console.error(`[remote ${remote}] route failed`, error), [remote, error]);
  return (
    <RemoteError
      remote={remote}
      onRetry={() => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
    />
  );
}
