import { AlertOctagon, AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from './buttons';

function TryAgain({ onRetry, className }: { onRetry: () => void; className: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onRetry} className={className}>
      {t('common.tryAgain')}
    </button>
  );
}

/** A part of a page that failed to load, with Try Again. */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl bg-red-50 px-6 py-8 text-center"
    >
      <AlertTriangle className="size-8 text-red-500" aria-hidden />
      <p className="text-red-900 text-sm">{message}</p>
      <TryAgain
        onRetry={onRetry}
        className="rounded-full bg-red-600 px-4 py-2 font-semibold text-sm text-white hover:bg-red-700"
      />
    </div>
  );
}

/** Spec §2/§4: a whole page that failed, 'Something went wrong' with Try Again and Go Home. */
export function ErrorScreen({ onRetry, onHome }: { onRetry: () => void; onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <div className="grid size-16 place-items-center rounded-full bg-red-100 text-red-600">
        <AlertOctagon className="size-8" aria-hidden />
      </div>
      <h1 className="font-bold text-2xl text-slate-900">{t('errorScreen.title')}</h1>
      <p className="text-slate-500">{t('errorScreen.text')}</p>
      <div className="flex gap-2">
        <TryAgain onRetry={onRetry} className={primaryButton} />
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
