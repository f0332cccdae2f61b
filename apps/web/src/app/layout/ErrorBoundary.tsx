import { AlertOctagon } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

function ErrorScreen({ onRetry, onHome }: { onRetry: () => void; onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div className="grid size-16 place-items-center rounded-full bg-red-100 text-red-600">
        <AlertOctagon className="size-8" aria-hidden />
      </div>
      <h1 className="font-bold text-2xl text-slate-900">{t('errorScreen.title')}</h1>
      <p className="text-slate-500">{t('errorScreen.text')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-violet-600 px-5 py-2.5 font-semibold text-white shadow hover:bg-violet-700"
        >
          {t('common.tryAgain')}
        </button>
        <button
          type="button"
          onClick={onHome}
          className="rounded-full bg-slate-100 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-200"
        >
          {t('common.goHome')}
        </button>
      </div>
    </div>
  );
}
