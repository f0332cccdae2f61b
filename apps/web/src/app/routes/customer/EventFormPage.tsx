import type { EventDetail } from '@haflah/contracts';
import { ChevronLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useFormSubmit } from '../../../components/forms/FormSheet';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { useAddresses } from '../../../features/addresses/api/addresses';
import { addressLine, addressName } from '../../../features/addresses/utils/address-text';
import { useCreateEvent, useEvent, useUpdateEvent } from '../../../features/events/api/events';
import { EventForm } from '../../../features/events/components/EventForm';
import { EventsSignedOut } from '../../../features/events/components/EventList';
import {
  type EventField,
  type EventValues,
  emptyEventValues,
  eventFieldsFromIssues,
  eventValuesOf,
  IN_PAST,
  typedEventValue,
  validateEventForm,
} from '../../../features/events/utils/event-form';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

const FORM_OPTIONS: FormOptions<EventField> = {
  isRequired: () => false,
  server: {
    messages: { codes: { EVENT_IN_PAST: IN_PAST, NOT_FOUND: 'events.errors.addressGone' } },
    fields: { EVENT_IN_PAST: 'date', NOT_FOUND: 'addressId' },
    issues: eventFieldsFromIssues,
  },
};
const SIGN_IN_REASON = 'events.errors.signInAgain';

/** /events/new and /events/:id/edit: planning an event, or changing one. */
export default function EventFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(t(id ? 'events.form.editTitle' : 'events.form.newTitle'));
  const { user, isLoading } = useSession();
  const event = useEvent(id ?? '');
  const addresses = useAddresses();

  let body: React.ReactNode;
  if (isLoading || (user && (addresses.isPending || (id && event.isPending)))) {
    body = <ListSkeleton label={t('events.loading')} blocks={['h-96']} />;
  } else if (!user) body = <EventsSignedOut />;
  else if (id && event.isError) {
    body = (
      <ErrorPanel
        message={t(hasCode(event.error, 'NOT_FOUND') ? 'events.errors.notFound' : 'events.loadError')}
        onRetry={() => event.refetch()}
      />
    );
  } else {
    body = (
      <Editor event={id ? (event.data ?? null) : null} defaultAddressId={addresses.data?.[0]?.id ?? ''} />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4">
      <Link
        to={id ? `/events/${id}` : '/events'}
        className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t(id ? 'events.detail.back' : 'events.backToEvents')}
      </Link>
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">
          {t(id ? 'events.form.editTitle' : 'events.form.newTitle')}
        </h1>
        <p className="text-slate-600 text-sm">{t('events.form.subtitle')}</p>
      </div>
      {body}
    </div>
  );
}

function Editor({ event, defaultAddressId }: { event: EventDetail | null; defaultAddressId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;
  const [values, setValues] = useState<EventValues>(() =>
    event ? eventValuesOf(event) : emptyEventValues(defaultAddressId),
  );
  const form = useForm<EventField>(
    values,
    (field, value) => setValues((v) => ({ ...v, [field]: typedEventValue(field, value) })),
    FORM_OPTIONS,
  );
  const submit = useFormSubmit({
    form,
    pending,
    check: () => validateEventForm(values),
    send: (body, onError) => {
      const done = {
        onSuccess: (saved: EventDetail) => {
          toast({ kind: 'success', description: t(event ? 'events.toast.updated' : 'events.toast.created') });
          navigate(`/events/${saved.id}`);
        },
        onError,
      };
      if (event) update.mutate({ id: event.id, body }, done);
      else create.mutate(body, done);
    },
    signInReason: SIGN_IN_REASON,
  });
  const options = (addresses.data ?? []).map((a) => ({
    value: a.id,
    label: `${addressName(t, a)} — ${addressLine(t, a)}`,
  }));

  return (
    <EventForm
      field={form.field}
      formRef={form.formRef}
      onSubmit={submit}
      formError={form.formError}
      pending={pending}
      submitLabel={t(pending ? 'events.form.saving' : event ? 'events.form.save' : 'events.form.create')}
      addresses={options}
      addressesAction={
        <Link
          to="/address-manager"
          className="flex w-fit items-center gap-1.5 font-semibold text-violet-700 hover:underline"
        >
          <Plus className="size-4" aria-hidden />
          {t('events.form.addAddress')}
        </Link>
      }
      onCancel={() => navigate(event ? `/events/${event.id}` : '/events')}
    />
  );
}
