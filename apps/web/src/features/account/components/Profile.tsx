import type { SessionUser } from '@haflah/contracts';
import {
  CalendarDays,
  ChevronRight,
  CreditCard,
  Heart,
  LifeBuoy,
  MapPin,
  Pencil,
  Phone,
  ReceiptText,
  Settings,
  UserRound,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms/fields';
import { ProfileExtras } from '../../../components/forms/ProfileExtras';
import { useAccountForm } from '../../../components/forms/useAccountForm';
import { primaryButton, secondaryButton, wideSecondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { hasCode } from '../../../lib/errors';
import { formatPhone, useFormat } from '../../../lib/format';
import { openSignIn } from '../../../lib/sign-in-dialog';
import { type AuthField, type FieldValues, MESSAGES, validateAuthForm } from '../../../lib/validation';
import { useUpdateProfile } from '../api/account';

/**
 * The avatar's letters: first and last initials ('Fatima Ali' → 'FA'). Arabic letters would join
 * into a word, so an Arabic name shows its first letter alone ('فاطمة الخليفة' → 'ف').
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  if (/[\u0600-\u06FF]/.test(first)) return first;
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function SignedOutProfile() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 rounded-3xl bg-surface px-6 py-10 text-center shadow-sm ring-1 ring-slate-100">
      <div className="grid size-16 place-items-center rounded-full bg-violet-100 text-violet-700">
        <UserRound className="size-8" aria-hidden />
      </div>
      <h1 className="font-extrabold text-2xl text-slate-900">{t('profile.signedOutTitle')}</h1>
      <p className="text-slate-600">{t('profile.signedOutText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={() => openSignIn('login')} className={primaryButton}>
          {t('auth.actions.signIn')}
        </button>
        <button type="button" onClick={() => openSignIn('register')} className={secondaryButton}>
          {t('auth.actions.createAccount')}
        </button>
      </div>
    </section>
  );
}

export function ProfileSkeleton() {
  return (
    <div aria-busy className="grid gap-4">
      <div className="h-40 animate-pulse rounded-3xl bg-slate-200" />
      <div className="h-72 animate-pulse rounded-3xl bg-slate-200" />
    </div>
  );
}

export function ProfileCard({
  user,
  totalOrders,
}: {
  user: SessionUser;
  /** How many orders they have placed (spec §2 Profile), once known. */
  totalOrders?: number;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="profile-name"
      className="grid grid-cols-1 gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:p-6"
    >
      <div className="flex items-center gap-4">
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <div
            aria-hidden
            className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-500 font-extrabold text-white text-xl"
          >
            {initials(user.name)}
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h1 id="profile-name" className="min-w-0 break-words font-extrabold text-slate-900 text-xl">
              {user.name}
            </h1>
            <span className="rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-800 text-xs">
              {t(`roles.${user.role}`)}
            </span>
          </div>
          {/* Left to right even in Arabic, so a long address is cut at its end. */}
          <p dir="ltr" className="truncate text-slate-600 text-sm rtl:text-right">
            {user.email}
          </p>
        </div>
      </div>
      <ul className="grid gap-1.5 text-slate-600 text-sm">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 shrink-0 text-violet-600" aria-hidden />
          {t('profile.memberSince', { date: f.date(user.createdAt) })}
        </li>
        {totalOrders !== undefined && (
          <li className="flex items-center gap-2" data-testid="total-orders">
            <ReceiptText className="size-4 shrink-0 text-violet-600" aria-hidden />
            {t('profile.totalOrders', { count: totalOrders })}
          </li>
        )}
        {user.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-violet-600" aria-hidden />
            <span className="sr-only">{t('auth.fields.phone')}</span>
            <bdi dir="ltr">{formatPhone(user.phone)}</bdi>
          </li>
        )}
        {user.location && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-violet-600" aria-hidden />
            <span className="sr-only">{t('auth.fields.location')}</span>
            {user.location}
          </li>
        )}
      </ul>
      {editing ? (
        <EditProfileForm user={user} onClose={() => setEditing(false)} />
      ) : (
        <button type="button" onClick={() => setEditing(true)} className={wideSecondaryButton}>
          <Pencil className="size-4" aria-hidden />
          {t('profile.edit')}
        </button>
      )}
    </section>
  );
}

function EditProfileForm({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [values, setValues] = useState<FieldValues>({
    name: user.name,
    phone: user.phone ? formatPhone(user.phone) : '',
    location: user.location ?? '',
  });
  const form = useAccountForm(values, (field: AuthField, value: string) =>
    setValues((v) => ({ ...v, [field]: value })),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const checked = validateAuthForm('profile', values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    // A field emptied on purpose clears what was saved: send it as '' rather than leave it out.
    const body = {
      ...checked.data,
      ...(user.phone && !checked.data.phone ? { phone: '' } : {}),
      ...(user.location && !checked.data.location ? { location: '' } : {}),
    };
    update.mutate(body, {
      onSuccess: () => {
        toast({ kind: 'success', title: t('profile.updated'), description: t('profile.updatedText') });
        onClose();
      },
      onError: (error) => {
        // The API doesn't accept an empty phone yet, so a saved number can't be removed; say so on
        // the field rather than pretend it was saved.
        if (hasCode(error, 'VALIDATION_FAILED') && body.phone === '') {
          form.showErrors({ fields: { phone: MESSAGES.phone } });
        } else form.showServerError(error);
      },
    });
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-4 border-slate-100 border-t pt-4"
    >
      <h2 className="font-bold text-slate-900">{t('profile.edit')}</h2>
      <TextField label={t('auth.fields.name')} autoComplete="name" maxLength={50} {...form.field('name')} />
      <ProfileExtras field={form.field} />
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1 sm:flex-none">
          <SubmitButton pending={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </SubmitButton>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="h-12 rounded-full px-6 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}

const MENU = [
  { key: 'orders', to: '/orders', icon: ReceiptText },
  { key: 'favorites', to: '/favorites', icon: Heart },
  { key: 'paymentMethods', to: '/payment-methods', icon: CreditCard },
  { key: 'addresses', to: '/address-manager', icon: MapPin },
  { key: 'settings', to: '/settings', icon: Settings },
  { key: 'help', to: '/help', icon: LifeBuoy },
] as const;

/** Spec §2 Profile menu. */
export function ProfileMenu() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('profile.menu')}
      className="overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100"
    >
      <ul className="divide-y divide-slate-100">
        {MENU.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className="flex items-center gap-3 px-5 py-4 text-slate-800 hover:bg-slate-50">
              <span className="grid size-9 place-items-center rounded-xl bg-violet-50 text-violet-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="flex-1 font-medium">{t(`profile.items.${key}`)}</span>
              <ChevronRight className="size-5 text-slate-400 rtl:-scale-x-100" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
