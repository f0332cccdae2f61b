import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

/** The staff shell's account for the admin area: who is signed in, so a shared desk knows. */
export function AdminAccount() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-100 text-violet-700">
        <ShieldCheck className="size-5" aria-hidden />
      </span>
      <span className="grid min-w-0">
        <span className="text-slate-600 text-xs">{t('staff.signedInAs')}</span>
        <span className="truncate font-semibold text-slate-900">{user.name}</span>
      </span>
    </div>
  );
}
