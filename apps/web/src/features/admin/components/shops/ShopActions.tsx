import type { ShopProfile } from '@haflah/contracts';
import { Ban, Check, Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../../components/forms/ReasonDialog';
import { primaryButton, secondaryButton } from '../../../../components/ui/buttons';
import { toast } from '../../../../components/ui/toast';
import { type ErrorOverrides, errorMessage } from '../../../../lib/errors';
import { useLanguage } from '../../../../lib/i18n';
import { useDecideShop } from '../../api/admin';
import { useShopStanding } from '../../api/admin-shops';
import { RejectShopDialog } from '../RejectShopDialog';

/** The longest suspension reason the server takes (contracts SHOP_SUSPEND_REASON_MAX). */
const SUSPEND_REASON_MAX = 500;
const ACTION_ERRORS: ErrorOverrides = { codes: { VALIDATION_FAILED: 'adminShops.suspend.invalid' } };

/** The step before reinstating: what it does, with Cancel focused (a positive step: not a removal's red). */
function ReinstateConfirm({
  name,
  pending,
  onConfirm,
  onCancel,
}: {
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="alert" className="grid gap-3 rounded-2xl bg-violet-50 p-4 text-sm text-violet-950">
      <p>{t('adminShops.reinstate.confirmText', { name })}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t('adminShops.reinstate.confirm')}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="flex h-11 w-fit items-center justify-center rounded-full bg-white px-5 font-bold text-violet-800 ring-1 ring-violet-200 transition hover:bg-violet-100 disabled:opacity-60"
          onClick={onCancel}
          disabled={pending}
        >
          {t('adminShops.reinstate.keep')}
        </button>
      </div>
    </div>
  );
}

/**
 * What an admin may do with the shop, by its status: approve or reject a pending one (as on the
 * pending list), suspend an approved one with a reason, reinstate a suspended one. A rejected shop
 * has nothing left to decide. Refusals (another admin acted first: 409) are said here, and the
 * details are read again.
 */
export function ShopActions({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const name = pick(shop.name);
  const decide = useDecideShop();
  const standing = useShopStanding();
  const [dialog, setDialog] = useState<'reject' | 'suspend' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = decide.isPending || standing.isPending;
  const failure = decide.error ?? standing.error;

  const done = (key: string) => {
    setDialog(null);
    setConfirming(false);
    toast({ kind: 'success', title: t(key, { name }) });
  };
  const reset = () => {
    decide.reset();
    standing.reset();
  };

  if (shop.status === 'rejected') return null;
  return (
    <div className="grid gap-3">
      {failure && !dialog && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900 text-sm">
          {errorMessage(t, failure, ACTION_ERRORS)}
        </p>
      )}
      {shop.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-busy={decide.isPending || undefined}
            onClick={() => {
              reset();
              decide.mutate(
                { id: shop.id, decision: 'approve' },
                { onSuccess: () => done('admin.pending.approved') },
              );
            }}
          >
            <Check className="size-5" aria-hidden />
            {t('adminShops.actions.approve')}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => {
              reset();
              setDialog('reject');
            }}
          >
            <X className="size-5" aria-hidden />
            {t('adminShops.actions.reject')}
          </button>
        </div>
      )}
      {shop.status === 'approved' && (
        <button
          type="button"
          className="flex h-11 w-fit items-center justify-center gap-2 rounded-full bg-red-50 px-5 font-bold text-red-800 transition hover:bg-red-100 disabled:cursor-not-allowed disabled:opacity-60"
          disabled={busy}
          onClick={() => {
            reset();
            setDialog('suspend');
          }}
        >
          <Ban className="size-5" aria-hidden />
          {t('adminShops.actions.suspend')}
        </button>
      )}
      {shop.status === 'suspended' &&
        (confirming ? (
          <ReinstateConfirm
            name={name}
            pending={standing.isPending}
            onConfirm={() =>
              standing.mutate(
                { id: shop.id, action: 'reinstate' },
                { onSuccess: () => done('adminShops.reinstate.done') },
              )
            }
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => {
              reset();
              setConfirming(true);
            }}
          >
            <Undo2 className="size-5" aria-hidden />
            {t('adminShops.actions.reinstate')}
          </button>
        ))}
      <RejectShopDialog
        shopName={name}
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        pending={decide.isPending}
        error={decide.error ? errorMessage(t, decide.error, ACTION_ERRORS) : null}
        onReject={(reason) =>
          decide.mutate(
            { id: shop.id, decision: 'reject', reason },
            { onSuccess: () => done('admin.pending.rejected') },
          )
        }
      />
      <ReasonDialog
        open={dialog === 'suspend'}
        onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
        pending={standing.isPending}
        error={standing.error ? errorMessage(t, standing.error, ACTION_ERRORS) : null}
        onSubmit={(reason) =>
          standing.mutate(
            { id: shop.id, action: 'suspend', reason },
            { onSuccess: () => done('adminShops.suspend.done') },
          )
        }
        min={1}
        max={SUSPEND_REASON_MAX}
        words={{
          title: t('adminShops.suspend.title', { name }),
          what: t('adminShops.suspend.what'),
          reason: t('adminShops.suspend.reason'),
          hint: (length) => t('adminShops.suspend.hint', { length, max: SUSPEND_REASON_MAX }),
          problem: () => t('adminShops.suspend.required'),
          keep: t('adminShops.suspend.keep'),
          confirm: t('adminShops.suspend.confirm'),
          saving: t('adminShops.suspend.saving'),
        }}
      />
    </div>
  );
}
