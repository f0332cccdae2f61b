import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wideSecondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { type ErrorOverrides, errorMessage, messageKeyOf } from '../../../lib/errors';
import { SIGN_IN_ERRORS } from '../../../lib/sign-in-errors';
import { accountApi, useDeleteAccount } from '../api/account';

/** An account call's wording, and the deletion's own refusal while orders are on their way. */
const DELETE_ERRORS: ErrorOverrides = {
  ...SIGN_IN_ERRORS,
  codes: { ...SIGN_IN_ERRORS.codes, ACCOUNT_HAS_ACTIVE_ORDERS: messageKeyOf('ACCOUNT_HAS_ACTIVE_ORDERS') },
};

/** Bahrain PDPL (Law 30 of 2018): see everything we hold, and delete it. */
export function DataRights({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({
          kind: 'success',
          title: t('profile.data.deletedTitle'),
          description: t('profile.data.deletedText'),
        });
        onDeleted();
      },
    });
  return (
    <section
      aria-labelledby="data-rights-title"
      className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
    >
      <h2 id="data-rights-title" className="flex items-center gap-2 font-bold text-slate-900">
        <ShieldCheck className="size-5 text-violet-700" aria-hidden />
        {t('profile.data.title')}
      </h2>
      <p className="text-slate-600 text-sm">{t('profile.data.text')}</p>
      <a href={accountApi.exportUrl} download className={wideSecondaryButton}>
        <Download className="size-4" aria-hidden />
        {t('profile.data.download')}
      </a>
      {confirming ? (
        <div role="alert" className="grid gap-2 rounded-2xl bg-red-50 p-4 text-red-900 text-sm">
          <p>{t('profile.data.confirmText')}</p>
          {remove.isError && <p className="font-semibold">{errorMessage(t, remove.error, DELETE_ERRORS)}</p>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={confirmDelete}
              className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
            >
              {t('profile.data.confirmDelete')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="rounded-full bg-surface px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-200"
            >
              {t('profile.data.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="flex h-11 items-center justify-center gap-2 rounded-full font-semibold text-red-700 text-sm hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden />
          {t('profile.data.delete')}
        </button>
      )}
    </section>
  );
}
