import { type AdminSupportRequest, SUPPORT_ANSWER_MAX, SUPPORT_CLOSE_NOTE_MAX } from '@haflah/contracts';
import { ArrowLeft, FileQuestion, Reply } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../../../../components/forms/fields';
import { secondaryButton } from '../../../../components/ui/buttons';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { toast } from '../../../../components/ui/toast';
import { errorMessage, hasCode } from '../../../../lib/errors';
import { formatDate } from '../../../../lib/format';
import { formatMoment } from '../../../../lib/format-time';
import { useLanguage } from '../../../../lib/i18n';
import { useSupportAction, useSupportRequest } from '../../api/support';
import { SupportBadge } from './SupportBadge';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-500 text-sm">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The answer form: emailed in the request's language, shown on the customer's Help page. */
function AnswerForm({ request }: { request: AdminSupportRequest }) {
  const { t } = useTranslation();
  const action = useSupportAction();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return setError(t('adminSupport.answer.required'));
    action.mutate(
      { id: request.id, action: 'answer', message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          setError(undefined);
          toast({ kind: 'success', title: t('adminSupport.answer.sent') });
        },
        onError: (err) =>
          setError(
            errorMessage(t, err, {
              only: ['SUPPORT_REQUEST_CLOSED', 'NETWORK'],
              fallback: 'adminSupport.answer.failed',
            }),
          ),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextAreaField
        label={t('adminSupport.answer.label')}
        rows={5}
        name="answer"
        value={message}
        maxLength={SUPPORT_ANSWER_MAX}
        onChange={(e) => {
          setMessage(e.target.value);
          setError(undefined);
        }}
        invalid={Boolean(error)}
        hint={t(request.customer ? 'adminSupport.answer.hint' : 'adminSupport.answer.hintVisitor', {
          email: request.email,
          count: message.length,
          max: SUPPORT_ANSWER_MAX,
        })}
      />
      <FormAlert message={error} />
      <div className="sm:w-64">
        <SubmitButton pending={action.isPending}>
          {action.isPending ? t('adminSupport.answer.sending') : t('adminSupport.answer.send')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Close, asked twice: an optional note for the audit log, then Yes or Keep it open. */
function CloseRequest({ request }: { request: AdminSupportRequest }) {
  const { t } = useTranslation();
  const action = useSupportAction();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const keepRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button ref={askRef} type="button" onClick={() => setAsking(true)} className={secondaryButton}>
        {t('adminSupport.close.button')}
      </button>
    );
  const confirm = () =>
    action.mutate(
      { id: request.id, action: 'close', note: note.trim() || undefined },
      {
        onSuccess: () => {
          setAsking(false);
          toast({ kind: 'success', title: t('adminSupport.close.closed') });
        },
        onError: (err) =>
          setError(
            errorMessage(t, err, {
              only: ['SUPPORT_REQUEST_CLOSED', 'NETWORK'],
              fallback: 'adminSupport.close.failed',
            }),
          ),
      },
    );
  return (
    <div className="grid gap-3 rounded-2xl bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('adminSupport.close.confirmText', { number: request.number })}</p>
      <TextField
        label={t('adminSupport.close.note')}
        optional
        name="note"
        value={note}
        maxLength={SUPPORT_CLOSE_NOTE_MAX}
        onChange={(e) => setNote(e.target.value)}
      />
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={confirm}
          disabled={action.isPending}
          aria-busy={action.isPending || undefined}
          className="rounded-full bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t('adminSupport.close.confirm')}
        </button>
        <button
          ref={keepRef}
          type="button"
          disabled={action.isPending}
          onClick={() => {
            setAsking(false);
            setError(undefined);
            requestAnimationFrame(() => askRef.current?.focus());
          }}
          className="rounded-full bg-surface px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"
        >
          {t('adminSupport.close.keep')}
        </button>
      </div>
    </div>
  );
}

/**
 * One support request as an admin handles it: the message, who sent it (their account, if any), the
 * order it is about (its admin page), the answers so far; answer it, or close it.
 */
export function SupportRequestDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const query = useSupportRequest(id);
  const when = (iso: string) => formatMoment(iso, lang);
  const back = (
    <Link
      to="/admin/support"
      className="flex w-fit items-center gap-1.5 font-semibold text-sm text-violet-700 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t('adminSupport.detail.back')}
    </Link>
  );

  if (query.isPending)
    return (
      <div className="grid gap-4">
        {back}
        <ListSkeleton label={t('adminSupport.detail.loading')} blocks={['h-10', 'h-48', 'h-32']} />
      </div>
    );
  if (query.isError) {
    return (
      <div className="grid gap-4">
        {back}
        {hasCode(query.error, 'NOT_FOUND') ? (
          <EmptyState
            headingLevel={1}
            icon={<FileQuestion className="size-7" aria-hidden />}
            title={t('adminSupport.detail.notFoundTitle')}
            text={t('adminSupport.detail.notFoundText')}
          />
        ) : (
          <ErrorPanel message={t('adminSupport.detail.loadError')} onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  const r = query.data;
  return (
    <div className="grid gap-6">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-extrabold text-2xl text-slate-900">
          {t('adminSupport.detail.title', { number: r.number })}
        </h1>
        <SupportBadge status={r.status} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          <section
            aria-labelledby="support-message"
            className="grid gap-2 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
          >
            <h2 id="support-message" className="font-bold text-slate-900">
              {t('adminSupport.detail.message')}
            </h2>
            <p className="text-slate-500 text-sm">
              {t('adminSupport.detail.sent', { date: when(r.createdAt) })}
            </p>
            <p className="whitespace-pre-line break-words text-slate-800" dir="auto">
              {r.message}
            </p>
          </section>
          <section aria-labelledby="support-answers" className="grid gap-3">
            <h2 id="support-answers" className="font-bold text-slate-900">
              {t('adminSupport.detail.answers')}
            </h2>
            {r.replies.length === 0 ? (
              <p className="text-slate-600">{t('adminSupport.detail.noAnswers')}</p>
            ) : (
              <ul className="grid gap-2">
                {r.replies.map((reply) => (
                  <li key={reply.id} className="grid gap-1 rounded-2xl bg-violet-50 p-4 text-violet-950">
                    <p className="flex items-center gap-1.5 font-semibold text-sm">
                      <Reply className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />
                      {t('adminSupport.detail.answeredBy', { date: when(reply.at) })}
                    </p>
                    <p className="whitespace-pre-line break-words" dir="auto">
                      {reply.body}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {r.status === 'closed' ? (
              r.closedAt && (
                <p className="text-slate-600">
                  {t('adminSupport.detail.closedOn', { date: when(r.closedAt) })}
                </p>
              )
            ) : (
              <div className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100">
                <AnswerForm request={r} />
                <CloseRequest request={r} />
              </div>
            )}
          </section>
        </div>
        <aside
          aria-labelledby="support-facts"
          className="grid content-start gap-4 self-start rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
        >
          <h2 id="support-facts" className="sr-only">
            {t('adminSupport.detail.from')}
          </h2>
          <dl className="grid gap-4">
            <Fact term={t('adminSupport.detail.from')}>
              {r.name && <span className="block font-semibold">{r.name}</span>}
              <span className="block rtl:text-right" dir="ltr">
                {r.email}
              </span>
              <span className="block text-slate-500 text-sm">
                {r.customer
                  ? t('adminSupport.detail.account', { date: formatDate(r.customer.createdAt, lang) })
                  : t('adminSupport.detail.noAccount')}
              </span>
            </Fact>
            <Fact term={t('adminSupport.detail.topic')}>{t(`adminSupport.topics.${r.topic}`)}</Fact>
            <Fact term={t('adminSupport.detail.order')}>
              {r.order ? (
                <Link
                  to={`/admin/orders/${r.order.id}`}
                  className="font-semibold text-violet-700 hover:underline"
                >
                  {t('adminSupport.detail.orderLink', { number: r.order.number })}
                </Link>
              ) : (
                t('adminSupport.detail.noOrder')
              )}
            </Fact>
            <Fact term={t('adminSupport.detail.language')}>
              {t(`adminSupport.detail.languages.${r.locale}`)}
            </Fact>
          </dl>
        </aside>
      </div>
    </div>
  );
}
