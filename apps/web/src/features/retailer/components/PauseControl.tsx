import { SHOP_PAUSE_MAX_DAYS, type ShopProfile } from '@haflah/contracts';
import { PauseCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { errorKey } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePauseShop, useReopenShop } from '../api/retailer';
import { bahrainInputToIso, bahrainInputValue } from '../utils/bahrain-time';
import { reopensAt } from './ShopStateNotice';

type Field = 'reason' | 'until';

/**
 * Closing the shop for a while (issue 23, point 3): a reason customers are told, and a reopening at a
 * chosen Bahrain time or by hand. While closed, customers can't hold or order anything; what was
 * ordered already stands. A paused shop sees its pause and "Reopen now".
 */
export function PauseControl({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const pause = usePauseShop();
  const reopen = useReopenShop();
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState<'hand' | 'at'>('hand');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>> & { form?: string }>({});
  const name = useId();

  if (shop.pause) {
    return (
      <div className="grid gap-3">
        <p className="flex items-start gap-2 text-slate-800 text-sm">
          <PauseCircle className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden />
          <span>
            {t('shop.pause.isPaused', { reason: shop.pause.reason })}{' '}
            {shop.pause.until
              ? t('shop.approval.reopensAt', { when: reopensAt(shop.pause.until, lang) })
              : t('shop.approval.reopensByHand')}
          </span>
        </p>
        <button
          type="button"
          disabled={reopen.isPending}
          onClick={() =>
            reopen.mutate(undefined, {
              onSuccess: () => toast({ kind: 'success', title: t('shop.approval.reopened') }),
              onError: (error) => toast({ kind: 'error', title: t(errorKey(error)) }),
            })
          }
          className={primaryButton}
        >
          {reopen.isPending ? t('shop.approval.reopening') : t('shop.approval.reopenNow')}
        </button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pause.isPending) return;
    const next: typeof errors = {};
    if (!reason.trim()) next.reason = 'shop.pause.validation.reason';
    const iso = when === 'at' ? bahrainInputToIso(until) : undefined;
    if (when === 'at' && !iso) next.until = 'shop.pause.validation.until';
    else if (iso && Date.parse(iso) <= Date.now()) next.until = 'shop.pause.validation.inPast';
    else if (iso && Date.parse(iso) > Date.now() + SHOP_PAUSE_MAX_DAYS * 86_400_000) {
      next.until = 'shop.pause.validation.tooFar';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    pause.mutate(
      { reason: reason.trim(), ...(iso ? { until: iso } : {}) },
      {
        onSuccess: () => {
          setReason('');
          setUntil('');
          toast({ kind: 'success', title: t('shop.pause.paused') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
            const untilIssue = error.issues.find((i) => i.path.endsWith('until'));
            if (untilIssue) {
              return setErrors({
                until:
                  untilIssue.message === 'too_far'
                    ? 'shop.pause.validation.tooFar'
                    : 'shop.pause.validation.inPast',
              });
            }
            if (error.issues.some((i) => i.path.endsWith('reason'))) {
              return setErrors({ reason: 'shop.pause.validation.reason' });
            }
          }
          setErrors({ form: errorKey(error) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField
        label={t('shop.pause.reason')}
        hint={t('shop.pause.reasonHint')}
        maxLength={200}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setErrors(({ reason: _, ...rest }) => rest);
        }}
        error={errors.reason && t(errors.reason)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-slate-800 text-sm">{t('shop.pause.reopenLegend')}</legend>
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input
            type="radio"
            name={name}
            checked={when === 'hand'}
            onChange={() => setWhen('hand')}
            className="size-5 accent-violet-600"
          />
          {t('shop.pause.byHand')}
        </label>
        <label className="flex items-center gap-2 text-slate-800 text-sm">
          <input
            type="radio"
            name={name}
            checked={when === 'at'}
            onChange={() => setWhen('at')}
            className="size-5 accent-violet-600"
          />
          {t('shop.pause.atTime')}
        </label>
      </fieldset>
      {when === 'at' && (
        <TextField
          label={t('shop.pause.until')}
          hint={t('shop.pause.untilHint')}
          type="datetime-local"
          min={bahrainInputValue(new Date())}
          max={bahrainInputValue(new Date(Date.now() + SHOP_PAUSE_MAX_DAYS * 86_400_000))}
          value={until}
          onChange={(e) => {
            setUntil(e.target.value);
            setErrors(({ until: _, ...rest }) => rest);
          }}
          error={errors.until && t(errors.until)}
        />
      )}
      <FormAlert message={errors.form && t(errors.form)} />
      <button
        type="submit"
        disabled={pause.isPending}
        aria-busy={pause.isPending || undefined}
        className={secondaryButton}
      >
        <PauseCircle className="size-5" aria-hidden />
        {pause.isPending ? t('shop.pause.pausing') : t('shop.pause.submit')}
      </button>
    </form>
  );
}
