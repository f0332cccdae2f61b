import type { PromoCodeCheck } from '@haflah/contracts';
import { TicketPercent } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/forms/fields';
import { secondaryButton } from '../../../components/ui/buttons';
import { cn } from '../../../lib/cn';

const CODE = /^[A-Za-z0-9]{1,30}$/;

/**
 * Checkout's promo code: typed and applied (the preview is read again with it), then what the server
 * said of it — applied, beaten by the shop's own larger offer, or why it doesn't apply — with Remove.
 * Not a form of its own (it sits inside checkout's): Enter applies the code instead of placing the order.
 */
export function PromoCodeField({
  code,
  check,
  checking,
  onApply,
  onRemove,
}: {
  /** The code applied to the preview, or null. */
  code: string | null;
  /** The server's answer for it (null while it is being asked). */
  check: PromoCodeCheck | null;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(code ?? '');
  const [badFormat, setBadFormat] = useState(false);

  const apply = () => {
    const typed = draft.replace(/\s+/g, '').toUpperCase();
    if (!CODE.test(typed)) {
      setBadFormat(true);
      return;
    }
    setBadFormat(false);
    setDraft(typed);
    onApply(typed);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    apply();
  };
  const remove = () => {
    setDraft('');
    setBadFormat(false);
    onRemove();
  };

  const shown = code != null && check?.code === code && !checking ? check : null;
  const message = badFormat
    ? { text: t('checkout.promo.badFormat'), tone: 'bad' as const }
    : shown?.state === 'applied'
      ? { text: t('checkout.promo.applied', { code }), tone: 'good' as const }
      : shown?.state === 'beaten'
        ? { text: t('checkout.promo.beaten', { code }), tone: 'plain' as const }
        : shown?.problem
          ? { text: t(`checkout.errors.${shown.problem}`), tone: 'bad' as const }
          : null;

  return (
    <div className="grid gap-1.5" data-testid="promo-code">
      <label htmlFor={id} className="flex items-center gap-1.5 font-semibold text-slate-800 text-sm">
        <TicketPercent className="size-4 text-violet-600" aria-hidden />
        {t('checkout.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setBadFormat(false);
          }}
          onKeyDown={onKeyDown}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          aria-invalid={message?.tone === 'bad' || undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className={cn(inputClass, 'h-11 min-w-0 flex-1 uppercase rtl:text-right')}
        />
        {code != null && draft.replace(/\s+/g, '').toUpperCase() === code ? (
          <button type="button" onClick={remove} className={cn(secondaryButton, 'shrink-0')}>
            {t('checkout.promo.remove')}
          </button>
        ) : (
          <button
            type="button"
            onClick={apply}
            disabled={checking || draft.trim() === ''}
            className={cn(secondaryButton, 'shrink-0')}
          >
            {t('checkout.promo.apply')}
          </button>
        )}
      </div>
      <p
        id={`${id}-message`}
        aria-live="polite"
        className={cn(
          'text-sm empty:hidden',
          message?.tone === 'good' && 'font-semibold text-emerald-800',
          message?.tone === 'bad' && 'text-red-700',
          message?.tone === 'plain' && 'text-slate-600',
        )}
      >
        {message?.text}
      </p>
    </div>
  );
}
