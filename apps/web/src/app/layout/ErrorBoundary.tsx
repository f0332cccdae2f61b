import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorScreen } from '../../components/ui/ErrorPanel';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error. */
  resetKey?: string;
}
interface State {
  hasError: boolean;
  resetKey?: string;
}

/** Spec §2/§4: 'Something went wrong' with Try Again (resets hasError) and Go Home. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { hasError: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorScreen
        onRetry={() => this.setState({ hasError: false })}
        onHome={() => {
          window.location.assign('/');
        }}
      />
    );
  }
}

/** A shell's page: a placeholder while its chunk loads, the error screen if it fails (per path). */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-3xl bg-slate-100" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
