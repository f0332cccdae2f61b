import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../../components/ui/ErrorPanel';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { useDeliverySettings, useSaveDeliverySettings } from '../../api/delivery-settings';

/** BD as typed (up to 3 decimals, Latin or Arabic-Indic digits) → fils; null when it is not an amount. */
export function dinarsToFils(text: string): number | null {
  const latin = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace('٫', '.');
  if (!/^\d{1,6}(\.\d{0,3})?$/.test(latin)) return null;
  const [whole = '0', fraction = ''] = latin.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

const filsToDinars = (fils: number) => (fils / 1000).toFixed(3);

/**
 * The drivers' cash cap (an admin setting, audited): above it, no more cash orders are offered to a
 * driver until they hand cash in.
 */
export function CashCapForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const settings = useDeliverySettings();
  const save = useSaveDeliverySettings();
  const ids = { input: useId(), error: useId(), title: useId() };
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const current = settings.data?.cashCapFils;
  useEffect(() => {
    if (current !== undefined) setValue(filsToDinars(current));
  }, [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fils = dinarsToFils(value);
    setInvalid(fils === null);
    if (fils === null) return;
    save.mutate(
      { cashCapFils: fils },
      {
        onSuccess: (saved) =>
          toast({
            kind: 'success',
            title: t('adminOps.cashCap.saved', { amount: format.money(saved.cashCapFils) }),
          }),
      },
    );
  };
  const error = invalid ? t('adminOps.cashCap.invalid') : save.isError ? errorMessage(t, save.error) : null;
  return (
    <section
      aria-labelledby={ids.title}
      className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
    >
      <div className="grid gap-0.5">
        <h2 id={ids.title} className="font-bold text-lg text-slate-900">
          {t('adminOps.cashCap.title')}
        </h2>
        <p className="text-slate-600 text-sm">{t('adminOps.cashCap.text')}</p>
      </div>
      {settings.isError ? (
        <ErrorPanel message={t('adminOps.cashCap.loadError')} onRetry={() => void settings.refetch()} />
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="grid gap-1">
            <label htmlFor={ids.input} className="font-semibold text-slate-700 text-sm">
              {t('adminOps.cashCap.label')}
            </label>
            <input
              id={ids.input}
              inputMode="decimal"
              dir="ltr"
              value={value}
              disabled={!settings.data}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              className="h-11 w-40 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 tabular-nums focus-visible:outline-2 focus-visible:outline-violet-600"
            />
          </div>
          <button
            type="submit"
            disabled={!settings.data || save.isPending}
            className="h-11 rounded-full bg-violet-600 px-5 font-semibold text-white hover:bg-violet-700 disabled:opacity-50"
          >
            {t('adminOps.cashCap.save')}
          </button>
          {error && (
            <p id={ids.error} role="alert" className="basis-full text-red-700 text-sm">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
