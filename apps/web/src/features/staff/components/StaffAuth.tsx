import { ShieldCheck, Store, Truck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmailField, FormAlert, PasswordField, SubmitButton } from '../../../components/forms/fields';
import { useAccountForm } from '../../../components/forms/useAccountForm';
import { hasCode } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { type AuthField, type FieldValues, validateAuthForm } from '../../../lib/validation';
import { useStaffLogin } from '../api/staff';
import { loginUrl, STAFF_AREAS, type StaffRole, safeNext } from '../utils/staff-areas';

const AREA_ICONS: Record<StaffRole, typeof Store> = { retailer: Store, driver: Truck, admin: ShieldCheck };

export function AreaIcon({ area }: { area: StaffRole }) {
  const Icon = AREA_ICONS[area];
  return (
    <div className="grid size-14 place-items-center rounded-2xl bg-violet-100 text-violet-700">
      <Icon className="size-7" aria-hidden />
    </div>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid place-items-center py-20">
      <span className="size-8 animate-spin rounded-full border-4 border-violet-200 border-t-violet-600" />
      <span className="sr-only">{t('auth.checkingSession')}</span>
    </div>
  );
}

/**
 * A staff area's sign-in page: email and password, and the account must have the area's role.
 * Already signed in with that role? Straight on to where the user was going.
 */
export function StaffLoginPage({ area: role }: { area: StaffRole }) {
  const { t } = useTranslation();
  usePageTitle(t(`staff.${role}.loginTitle`));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(role, params.get('next'));
  const { user, isLoading } = useSession();
  const login = useStaffLogin(role);
  const [values, setValues] = useState<FieldValues>({});
  const form = useAccountForm(values, (field: AuthField, value: string) =>
    setValues((v) => ({ ...v, [field]: value })),
  );

  if (isLoading) return <PageSpinner />;
  if (user?.role === role && !login.isPending) return <Navigate to={next} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    const checked = validateAuthForm('login', values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    login.mutate(checked.data, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) =>
        // The right password of another kind of account: say which area this page is for.
        hasCode(error, 'WRONG_AREA')
          ? form.showErrors({ fields: {}, form: `staff.${role}.wrongArea` })
          : form.showServerError(error, 'login'),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-md grid-cols-1 gap-6 py-6">
      <div className="grid justify-items-center gap-3 text-center">
        <AreaIcon area={role} />
        <h1 className="font-extrabold text-2xl text-slate-900">{t(`staff.${role}.loginTitle`)}</h1>
        <p className="text-slate-600">{t(`staff.${role}.loginText`)}</p>
      </div>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:p-7"
      >
        <EmailField autoComplete="username" {...form.field('email')} />
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          maxLength={128}
          {...form.field('password')}
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={login.isPending}>
          {login.isPending ? t('auth.actions.signingIn') : t('auth.actions.signIn')}
        </SubmitButton>
      </form>
      {(role === 'retailer' || role === 'driver') && (
        <p className="text-center text-slate-600 text-sm">
          {t(`staffRegister.${role}.fromLogin`)}{' '}
          <Link
            to={STAFF_AREAS[role].register ?? STAFF_AREAS[role].base}
            className="font-bold text-violet-700 underline-offset-4 hover:underline"
          >
            {t(`staffRegister.${role}.toRegister`)}
          </Link>
        </p>
      )}
    </div>
  );
}

/** Spec §6: each staff area is protected; the guard sends anyone else to that area's sign-in. */
export function RequireRole({ area: role, children }: { area: StaffRole; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (user?.role !== role) {
    return <Navigate to={loginUrl(role, `${location.pathname}${location.search}`)} replace />;
  }
  return children;
}

/**
 * The area's start page until its screens arrive: whose area this is, anything the area needs to say
 * first (`children`, e.g. a shop still waiting for approval), and a way out (`signOut`, which the page
 * brings from the auth feature).
 */
export function StaffAreaHome({
  area: role,
  signOut,
  children,
}: {
  area: StaffRole;
  signOut: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t(`staff.${role}.title`));
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 py-6">
      <div className="flex items-center gap-4">
        <AreaIcon area={role} />
        <h1 className="font-extrabold text-2xl text-slate-900">{t(`staff.${role}.title`)}</h1>
      </div>
      {children}
      <section
        aria-label={t('staff.signedInAs')}
        className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
      >
        <div className="grid gap-1">
          <p className="text-slate-500 text-sm">{t('staff.signedInAs')}</p>
          <p className="font-bold text-lg text-slate-900">{user.name}</p>
          <p className="break-all text-slate-600 text-sm">
            <bdi>{user.email}</bdi>
          </p>
        </div>
        {signOut}
      </section>
    </div>
  );
}
