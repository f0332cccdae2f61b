import type { ShopApplication } from '@haflah/contracts';
import { Check, Users, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { type ErrorOverrides, errorMessage, hasCode } from '../../../lib/errors';
import { formatDate, formatPhone } from '../../../lib/format';
import { formatTime, keepTogether } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { type ShopDecision, useDecideShop } from '../api/admin';
import { groupIban } from '../utils/iban';
import { RejectShopDialog } from './RejectShopDialog';
import { BusinessTypeList, InLanguageText, ShopFact } from './ShopFacts';

const DECISION_ERRORS: ErrorOverrides = {
  codes: { VALIDATION_FAILED: 'admin.reject.invalid', NOT_FOUND: 'admin.pending.gone' },
};

/** A field's value, or 'Not given' where the retailer left it empty (older shops lack some). */
function Field({
  label,
  children,
  wide,
  empty = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  empty?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ShopFact label={label} wide={wide}>
      {empty ? <span className="text-slate-500">{t('admin.pending.notGiven')}</span> : children}
    </ShopFact>
  );
}

/** Text in a set language (the shop's English or Arabic name), whatever the page's language. */
function InLanguage({ lang, text }: { lang: 'en' | 'ar'; text: string }) {
  const { t } = useTranslation();
  if (!text.trim()) return <span className="text-slate-500">{t('admin.pending.notGiven')}</span>;
  return <InLanguageText lang={lang} text={text} />;
}

/**
 * One shop waiting for approval (issue 24, point 2): every field the retailer gave at sign-up, and the
 * decision. Approve is one tap; Reject asks for a reason. When another admin decided first (409), the
 * card says so in place of its buttons (`decidedElsewhere`, kept by the list while it refreshes).
 */
export function PendingShopCard({
  application: a,
  decidedElsewhere,
  onDecidedElsewhere,
  onDismiss,
}: {
  application: ShopApplication;
  decidedElsewhere: boolean;
  onDecidedElsewhere: (application: ShopApplication) => void;
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const decide = useDecideShop();
  const [rejecting, setRejecting] = useState(false);
  const titleId = useId();
  const notice = useRef<HTMLDivElement>(null);
  const name = pick(a.names);

  // The admin's focus follows the news when the buttons it was on give way to it.
  useEffect(() => {
    if (decidedElsewhere) notice.current?.focus();
  }, [decidedElsewhere]);

  const send = (vars: ShopDecision) =>
    decide.mutate(vars, {
      onSuccess: () => {
        setRejecting(false);
        toast({
          kind: 'success',
          title: t(vars.decision === 'approve' ? 'admin.pending.approved' : 'admin.pending.rejected', {
            name,
          }),
        });
      },
      onError: (error) => {
        if (hasCode(error, 'SHOP_ALREADY_DECIDED')) {
          setRejecting(false);
          onDecidedElsewhere(a);
        }
      },
    });

  const error = decide.isError && !hasCode(decide.error, 'SHOP_ALREADY_DECIDED') ? decide.error : null;

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5"
    >
      <header className="grid gap-1 sm:flex sm:items-start sm:gap-3">
        <h2 id={titleId} className="min-w-0 font-bold text-lg text-slate-900 sm:flex-1">
          {name}
        </h2>
        <p className="text-slate-600 text-sm sm:shrink-0">
          {t('admin.pending.applied', {
            date: formatDate(a.appliedAt, lang),
            time: keepTogether(formatTime(a.appliedAt, lang)),
          })}
        </p>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Field label={t('staffRegister.fields.businessNameEn')}>
          <InLanguage lang="en" text={a.names.en} />
        </Field>
        <Field label={t('staffRegister.fields.businessNameAr')}>
          <InLanguage lang="ar" text={a.names.ar} />
        </Field>
        <Field label={t('admin.pending.fields.businessTypes')} wide empty={a.businessTypes.length === 0}>
          <BusinessTypeList types={a.businessTypes} />
        </Field>
        <Field label={t('staffRegister.fields.crNumber')} empty={!a.crNumber}>
          <span dir="ltr" className="tabular-nums">
            {a.crNumber}
          </span>
        </Field>
        <Field label={t('staffRegister.fields.iban')} empty={!a.iban}>
          <span dir="ltr" className="tabular-nums tracking-wide">
            {groupIban(a.iban)}
          </span>
        </Field>
        <Field label={t('admin.pending.fields.phone')} empty={!a.phone}>
          <span dir="ltr">{formatPhone(a.phone)}</span>
        </Field>
        <Field label={t('staffRegister.fields.area')}>{pick(a.area)}</Field>
        <Field label={t('staffRegister.fields.address')} wide empty={!a.address}>
          {a.address}
        </Field>
        <Field label={t('admin.pending.fields.descriptionEn')} wide>
          <InLanguage lang="en" text={a.description.en} />
        </Field>
        <Field label={t('admin.pending.fields.descriptionAr')} wide>
          <InLanguage lang="ar" text={a.description.ar} />
        </Field>
        <Field label={t('admin.pending.fields.applicant')} empty={!a.applicantName}>
          {a.applicantName}
        </Field>
        <Field label={t('admin.pending.fields.email')} empty={!a.applicantEmail}>
          <a dir="ltr" href={`mailto:${a.applicantEmail}`} className="text-violet-700 underline">
            {a.applicantEmail}
          </a>
        </Field>
      </dl>
      {decidedElsewhere ? (
        <div
          ref={notice}
          tabIndex={-1}
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 p-3 text-amber-950 text-sm outline-none focus-visible:ring-2 focus-visible:ring-violet-300"
        >
          <Users className="size-5 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1">{t('admin.errors.SHOP_ALREADY_DECIDED')}</span>
          <button
            type="button"
            onClick={() => onDismiss(a.id)}
            className="h-10 rounded-full bg-white px-4 font-semibold text-slate-800 ring-1 ring-amber-200 hover:bg-amber-100"
          >
            {t('admin.pending.dismiss')}
          </button>
        </div>
      ) : (
        <>
          {error && !rejecting && (
            <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900 text-sm">
              {errorMessage(t, error, DECISION_ERRORS)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={decide.isPending}
              aria-busy={(decide.isPending && decide.variables?.decision === 'approve') || undefined}
              onClick={() => {
                decide.reset();
                send({ id: a.id, decision: 'approve' });
              }}
              className={primaryButton}
            >
              <Check className="size-4" aria-hidden />
              {decide.isPending && decide.variables?.decision === 'approve'
                ? t('admin.pending.approving')
                : t('admin.pending.approve')}
            </button>
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => {
                decide.reset();
                setRejecting(true);
              }}
              className="flex h-11 w-fit items-center gap-2 rounded-full bg-red-50 px-5 font-bold text-red-800 transition hover:bg-red-100 disabled:opacity-60"
            >
              <X className="size-4" aria-hidden />
              {t('admin.pending.reject')}
            </button>
          </div>
        </>
      )}
      <RejectShopDialog
        shopName={name}
        open={rejecting}
        onOpenChange={setRejecting}
        pending={decide.isPending}
        error={rejecting && error ? errorMessage(t, error, DECISION_ERRORS) : null}
        onReject={(reason) => send({ id: a.id, decision: 'reject', reason })}
      />
    </article>
  );
}
