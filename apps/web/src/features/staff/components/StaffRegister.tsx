import {
  AREA_KEYS,
  BAHRAIN_AREAS,
  BUSINESS_TYPES,
  type DriverRegister,
  type RetailerRegister,
  VEHICLE_TYPES,
} from '@haflah/contracts';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  ChoiceChips,
  EmailField,
  FormAlert,
  PasswordField,
  PhoneField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/forms/fields';
import type { FieldProps } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useStaffRegister } from '../api/staff';
import { useStaffForm } from '../hooks/useStaffForm';
import { STAFF_AREAS, STAFF_DASHBOARDS } from '../utils/staff-areas';
import { type StaffKind, validateStaffForm } from '../utils/staff-validation';
import { AreaIcon, PageSpinner } from './StaffAuth';

/** One part of the form, with its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-1 items-start gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:grid-cols-2 sm:p-7"
    >
      <h2 id={id} className="font-bold text-lg text-slate-900 sm:col-span-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Spans both columns on wider screens. */
function Wide({ children }: { children: ReactNode }) {
  return <div className="grid min-w-0 sm:col-span-2">{children}</div>;
}

/**
 * The sign-up page of the retailer or driver area (spec §2: public, like the login): the form, and a
 * way back to the login. An account that already has the area's role goes straight to its dashboard.
 */
export function StaffRegisterPage({ area: kind }: { area: StaffKind }) {
  const { t } = useTranslation();
  usePageTitle(t(`staffRegister.${kind}.title`));
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const register = useStaffRegister();
  const form = useStaffForm(kind);
  const dashboard = STAFF_DASHBOARDS[kind];

  if (isLoading) return <PageSpinner />;
  if (user?.role === kind && !register.isPending && !register.isSuccess) {
    return <Navigate to={dashboard} replace />;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (register.isPending) return;
    const checked = validateStaffForm(kind, form.values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    const input =
      kind === 'retailer'
        ? { kind: 'retailer' as const, body: checked.data as RetailerRegister }
        : { kind: 'driver' as const, body: checked.data as DriverRegister };
    register.mutate(input, {
      onSuccess: (created) => {
        toast({
          kind: 'success',
          title: t('auth.toast.registered'),
          description: t('auth.toast.welcome', { name: created.name }),
        });
        navigate(dashboard, { replace: true });
      },
      onError: (error) => form.showServerError(error),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-6 py-6">
      <div className="grid justify-items-center gap-3 text-center">
        <AreaIcon area={kind} />
        <h1 className="font-extrabold text-2xl text-slate-900">{t(`staffRegister.${kind}.title`)}</h1>
        <p className="max-w-md text-slate-600">{t(`staffRegister.${kind}.text`)}</p>
      </div>
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid grid-cols-1 gap-5">
        {kind === 'retailer' ? <RetailerFields form={form} /> : <DriverFields form={form} />}
        <FormAlert message={form.formError} />
        <SubmitButton pending={register.isPending}>
          {register.isPending ? t('staffRegister.submitting') : t(`staffRegister.${kind}.submit`)}
        </SubmitButton>
      </form>
      <p className="text-center text-slate-600 text-sm">
        {t('staffRegister.haveAccount')}{' '}
        <Link
          to={STAFF_AREAS[kind].login}
          className="font-bold text-violet-700 underline-offset-4 hover:underline"
        >
          {t('auth.actions.signIn')}
        </Link>
      </p>
    </div>
  );
}

type Form<K extends StaffKind> = ReturnType<typeof useStaffForm<K>>;

/** Email, password and phone: the account both areas sign in with. */
function AccountFields({ field }: { field: (name: 'email' | 'password' | 'phone') => FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <Wide>
        <EmailField {...field('email')} />
      </Wide>
      <PasswordField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        maxLength={128}
        {...field('password')}
      />
      <PhoneField {...field('phone')} />
    </>
  );
}

function RetailerFields({ form }: { form: Form<'retailer'> }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <>
      <Section title={t('staffRegister.sections.account')}>
        <AccountFields field={form.text} />
      </Section>
      <Section title={t('staffRegister.sections.business')}>
        <TextField
          label={t('staffRegister.fields.businessNameEn')}
          lang="en"
          dir="ltr"
          autoComplete="organization"
          maxLength={80}
          {...form.text('businessNameEn')}
        />
        <TextField
          label={t('staffRegister.fields.businessNameAr')}
          lang="ar"
          dir="rtl"
          maxLength={80}
          {...form.text('businessNameAr')}
        />
        <TextField
          label={t('staffRegister.fields.crNumber')}
          hint={t('staffRegister.fields.crHint')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          {...form.text('crNumber')}
        />
        <SelectField
          label={t('staffRegister.fields.area')}
          placeholder={t('staffRegister.fields.areaPlaceholder')}
          options={AREA_KEYS.map((key) => ({ value: key, label: BAHRAIN_AREAS[key][lang] }))}
          {...form.text('area')}
        />
        <Wide>
          <ChoiceChips
            legend={t('staffRegister.fields.businessTypes')}
            hint={t('staffRegister.fields.businessTypesHint')}
            options={BUSINESS_TYPES.map((type) => ({
              value: type,
              label: t(`staffRegister.businessTypes.${type}`),
            }))}
            {...form.choices('businessTypes')}
          />
        </Wide>
        <Wide>
          <TextField
            label={t('staffRegister.fields.address')}
            placeholder={t('staffRegister.fields.addressPlaceholder')}
            autoComplete="street-address"
            maxLength={200}
            {...form.text('address')}
          />
        </Wide>
        <Wide>
          <TextAreaField
            label={t('staffRegister.fields.description')}
            placeholder={t('staffRegister.fields.descriptionPlaceholder')}
            optional
            maxLength={1000}
            {...form.text('description')}
          />
        </Wide>
      </Section>
      <Section title={t('staffRegister.sections.payout')}>
        <Wide>
          <TextField
            label={t('staffRegister.fields.iban')}
            hint={t('staffRegister.fields.ibanHint')}
            placeholder={t('staffRegister.fields.ibanPlaceholder')}
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            {...form.text('iban')}
          />
        </Wide>
      </Section>
    </>
  );
}

function DriverFields({ form }: { form: Form<'driver'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('staffRegister.sections.account')}>
        <Wide>
          <TextField
            label={t('auth.fields.name')}
            autoComplete="name"
            maxLength={50}
            {...form.text('name')}
          />
        </Wide>
        <AccountFields field={form.text} />
      </Section>
      <Section title={t('staffRegister.sections.vehicle')}>
        <SelectField
          label={t('staffRegister.fields.vehicleType')}
          placeholder={t('staffRegister.fields.vehiclePlaceholder')}
          options={VEHICLE_TYPES.map((type) => ({
            value: type,
            label: t(`staffRegister.vehicleTypes.${type}`),
          }))}
          {...form.text('vehicleType')}
        />
        <TextField
          label={t('staffRegister.fields.licensePlate')}
          hint={t('staffRegister.fields.plateHint')}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          {...form.text('licensePlate')}
        />
      </Section>
    </>
  );
}
