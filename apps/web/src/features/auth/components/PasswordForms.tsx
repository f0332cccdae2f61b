import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../../components/forms/fields';
import { ProfileExtras } from '../../../components/forms/ProfileExtras';
import { useAccountForm } from '../../../components/forms/useAccountForm';
import { toast } from '../../../components/ui/toast';
import { firstName } from '../../../lib/session';
import { type AuthField, type FieldValues, validateAuthForm } from '../../../lib/validation';
import { useLogin, useRegister } from '../api/auth';

export interface AuthFormProps {
  values: FieldValues;
  onChange: (field: AuthField, value: string) => void;
  /** Called once the user is signed in. */
  onDone: () => void;
}

export function PasswordLoginForm({ values, onChange, onDone }: AuthFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useAccountForm(values, onChange);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    const checked = validateAuthForm('login', values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    login.mutate(checked.data, {
      onSuccess: () => {
        toast({ kind: 'success', title: t('auth.toast.welcomeBack'), description: t('auth.toast.signedIn') });
        onDone();
      },
      onError: (error) => form.showServerError(error, 'login'),
    });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      <EmailField {...form.field('email')} />
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
  );
}

export function PasswordRegisterForm({ values, onChange, onDone }: AuthFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useAccountForm(values, onChange);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (register.isPending) return;
    const checked = validateAuthForm('register', values);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    register.mutate(checked.data, {
      onSuccess: (user) => {
        toast({
          kind: 'success',
          title: t('auth.toast.registered'),
          description: t('auth.toast.welcome', { name: firstName(user?.name ?? '') }),
        });
        onDone();
      },
      onError: (error) => form.showServerError(error, 'register'),
    });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid gap-4">
      <TextField label={t('auth.fields.name')} autoComplete="name" maxLength={50} {...form.field('name')} />
      <EmailField {...form.field('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        maxLength={128}
        hint={t('auth.fields.passwordHint')}
        {...form.field('password')}
      />
      <ProfileExtras field={form.field} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={register.isPending}>
        {register.isPending ? t('auth.actions.creatingAccount') : t('auth.actions.createAccount')}
      </SubmitButton>
    </form>
  );
}
