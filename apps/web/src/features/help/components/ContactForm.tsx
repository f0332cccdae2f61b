import {
  emailSchema,
  type OrderSummary,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_TOPICS,
  type SupportRequestCreate,
} from '@haflah/contracts';
import { CheckCircle2, ChevronDown } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  FormAlert,
  inputClass,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/useForm';
import { secondaryButton } from '../../../components/ui/buttons';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSendSupportRequest } from '../api/support';

type Field = 'topic' | 'orderId' | 'message' | 'email' | 'name';

/** The signed-in customer's recent orders, to say which one it is about. */
function OrderSelect({
  orders,
  value,
  onChange,
}: {
  orders: readonly OrderSummary[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const id = useId();
  if (orders.length === 0) return null;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800 text-sm">
        {t('help.form.order')} <span className="font-normal text-slate-500">{t('auth.fields.optional')}</span>
      </label>
      <div className="relative">
        <select
          id={id}
          name="orderId"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputClass} appearance-none pe-10`}
        >
          <option value="">{t('help.form.orderNone')}</option>
          {orders.map((o) => (
            <option key={o.id} value={o.id}>
              {t('help.form.orderOption', {
                number: o.number,
                shop: pick(o.shop.name),
                date: formatDate(o.createdAt, lang),
              })}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 end-3 my-auto size-5 text-slate-500"
          aria-hidden
        />
      </div>
    </div>
  );
}

/**
 * The contact form: a topic, the order it is about (signed in), the message with its count, and an
 * email (and a name) when signed out. Refused, what was typed stays; sent, the request's number shows.
 */
export function ContactForm({
  id,
  recentOrders = [],
}: {
  id: string;
  /** The signed-in customer's recent orders (the page reads them), offered in the order select. */
  recentOrders?: readonly OrderSummary[];
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { user } = useSession();
  const send = useSendSupportRequest();
  const [values, setValues] = useState<Record<Field, string>>({
    topic: '',
    orderId: '',
    message: '',
    email: '',
    name: '',
  });
  const [sent, setSent] = useState<number | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm<Field>(values, (field, value) => setValues((v) => ({ ...v, [field]: value })), {
    isRequired: () => false,
    server: {
      messages: {
        codes: { RATE_LIMITED: 'help.form.errors.rateLimited' },
        only: ['RATE_LIMITED', 'VALIDATION_FAILED', 'NETWORK'],
        fallback: 'help.form.errors.failed',
      },
    },
  });

  function validate() {
    const fields: Partial<Record<Field, string>> = {};
    if (!values.topic) fields.topic = 'help.form.errors.topic';
    if (values.message.trim().length < SUPPORT_MESSAGE_MIN) fields.message = 'help.form.errors.messageShort';
    if (!user && !emailSchema.safeParse(values.email).success) fields.email = 'help.form.errors.email';
    return fields;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const fields = validate();
    if (Object.keys(fields).length) return form.showErrors({ fields });
    const body: SupportRequestCreate = {
      topic: values.topic as SupportRequestCreate['topic'],
      message: values.message.trim(),
      locale: lang,
      ...(values.orderId ? { orderId: values.orderId } : {}),
      ...(user
        ? {}
        : { email: values.email.trim(), ...(values.name.trim() ? { name: values.name.trim() } : {}) }),
    };
    send.mutate(body, {
      onSuccess: ({ number }) => {
        setSent(number);
        setValues({ topic: '', orderId: '', message: '', email: values.email, name: values.name });
        form.clearErrors();
        requestAnimationFrame(() => sentRef.current?.focus());
      },
      onError: (error) => form.showServerError(error),
    });
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-24 gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-bold text-slate-900 text-xl">
          {t('help.form.title')}
        </h2>
        <p className="text-slate-600">
          {user ? t('help.form.introSignedIn', { email: user.email }) : t('help.form.intro')}
        </p>
      </div>
      {sent !== null ? (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="grid justify-items-start gap-3 rounded-3xl bg-emerald-50 p-5 text-emerald-900 outline-none ring-1 ring-emerald-100"
        >
          <p className="flex items-center gap-2 font-bold text-lg">
            <CheckCircle2 className="size-6 shrink-0" aria-hidden />
            {t('help.form.sentTitle', { number: sent })}
          </p>
          <p>{user ? t('help.form.sentTextSignedIn') : t('help.form.sentText')}</p>
          <button type="button" onClick={() => setSent(null)} className={secondaryButton}>
            {t('help.form.another')}
          </button>
        </div>
      ) : (
        <form
          ref={form.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-6"
        >
          <SelectField
            label={t('help.form.topic')}
            placeholder={t('help.form.topicPlaceholder')}
            options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`help.topics.${topic}`) }))}
            {...form.field('topic')}
          />
          {user && (
            <OrderSelect
              orders={recentOrders}
              value={values.orderId}
              onChange={(v) => setValues((s) => ({ ...s, orderId: v }))}
            />
          )}
          <TextAreaField
            label={t('help.form.message')}
            rows={5}
            maxLength={SUPPORT_MESSAGE_MAX}
            hint={t('help.form.messageHint', {
              count: values.message.trim().length,
              max: SUPPORT_MESSAGE_MAX,
            })}
            {...form.field('message')}
          />
          {!user && (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('help.form.name')}
                optional
                autoComplete="name"
                maxLength={SUPPORT_NAME_MAX}
                {...form.field('name')}
              />
              <EmailField hint={t('help.form.emailHint')} {...form.field('email')} />
            </div>
          )}
          <FormAlert message={form.formError} />
          <SubmitButton pending={send.isPending}>
            {send.isPending ? t('help.form.sending') : t('help.form.send')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
