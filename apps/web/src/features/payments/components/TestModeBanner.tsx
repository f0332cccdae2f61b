import { cardBrand, type PaymentOutcome, TEST_CARDS, TEST_WALLETS } from '@haflah/contracts';
import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../lib/format';
import { groupCardNumber } from '../utils/card-form';
import { brandName } from '../utils/method-text';

const OUTCOMES: readonly PaymentOutcome[] = ['approved', 'declined', 'failed'];

const OUTCOME_STYLE: Record<PaymentOutcome, string> = {
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  failed: 'bg-slate-200 text-slate-800',
};

/** The documented test cards and wallets (README, Test payments), by the outcome a payment gets. */
const BY_OUTCOME = OUTCOMES.map((outcome) => ({
  outcome,
  cards: Object.entries(TEST_CARDS)
    .filter(([, o]) => o === outcome)
    .map(([number]) => number),
  wallets: Object.entries(TEST_WALLETS)
    .filter(([, o]) => o === outcome)
    .map(([phone]) => phone),
}));

/** A wallet's number as the customer types it: the 8 local digits, 3300 0001. */
const localPhone = (phone: string) => formatPhone(phone).replace(/^\+973 /, '');

/**
 * Payments go through the built-in test gateway: the screen says so plainly, that no money moves,
 * and which numbers to use for a payment that is approved, declined or fails.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-3xl border-2 border-amber-300 border-dashed bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-200 text-amber-950">
          <FlaskConical className="size-5" aria-hidden />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="font-extrabold text-lg">
            {t('payments.testMode.title')}
          </h2>
          <p className="text-sm">{t('payments.testMode.text')}</p>
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        {BY_OUTCOME.map(({ outcome, cards, wallets }) => (
          <div key={outcome} className="flex items-start gap-2">
            <dt className="w-20 shrink-0 pt-1 sm:w-24">
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 font-bold text-xs ${OUTCOME_STYLE[outcome]}`}
              >
                {t(`payments.testMode.outcomes.${outcome}`)}
              </span>
            </dt>
            <dd className="flex min-w-0 flex-1 flex-wrap gap-1.5">
              {cards.map((number) => (
                <TestNumber
                  key={number}
                  label={brandName(t, { type: 'card', brand: cardBrand(number) })}
                  number={groupCardNumber(number)}
                />
              ))}
              {wallets.map((phone) => (
                <TestNumber key={phone} label={t('payments.benefitPay')} number={localPhone(phone)} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-amber-950 text-xs">{t('payments.testMode.anyDetails')}</p>
    </section>
  );
}

function TestNumber({ label, number }: { label: string; number: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-lg bg-surface px-2 py-0.5 ring-1 ring-amber-200">
      <span className="text-slate-600 text-xs">{label}</span>
      {/* One tap selects the whole number, to copy it into the form. */}
      <bdi dir="ltr" className="select-all font-bold text-slate-900 tabular-nums">
        {number}
      </bdi>
    </span>
  );
}

/** Inside a form while payments go through the test gateway: the test number to type there. */
export function TestNumberHint({ text, number }: { text: string; number: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-950 text-sm">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {text}{' '}
        <bdi dir="ltr" className="whitespace-nowrap font-bold tabular-nums">
          {number}
        </bdi>
      </span>
    </p>
  );
}
