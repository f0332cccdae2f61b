import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Make this my default payment method". The first card or wallet saved is the default whatever is
 * ticked, so then the box is ticked, fixed, and says why.
 */
export function DefaultCheckbox({
  checked,
  onChange,
  isFirst,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  isFirst: boolean;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 has-[:disabled]:cursor-default">
        <span className="relative grid size-6 shrink-0 place-items-center">
          <input
            type="checkbox"
            checked={isFirst || checked}
            disabled={isFirst}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={isFirst ? noteId : undefined}
            className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-slate-300 bg-surface checked:border-violet-600 checked:bg-violet-600 disabled:cursor-default disabled:opacity-70"
          />
          <Check
            className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
            aria-hidden
          />
        </span>
        <span className="font-medium text-slate-800">{t('payments.form.makeDefault')}</span>
      </label>
      {isFirst && (
        <p id={noteId} className="ps-10 text-slate-500 text-xs">
          {t('payments.form.firstIsDefault')}
        </p>
      )}
    </div>
  );
}
