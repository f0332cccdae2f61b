import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl bg-red-50 px-6 py-8 text-center"
    >
      <AlertTriangle className="size-8 text-red-500" aria-hidden />
      <p className="text-red-900 text-sm">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-red-600 px-4 py-2 font-semibold text-sm text-white hover:bg-red-700"
      >
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
