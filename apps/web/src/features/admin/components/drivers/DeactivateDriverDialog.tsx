import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../../components/ui/buttons';
import { SheetDialog } from '../../../../components/ui/SheetDialog';

/** Asks before a driver is deactivated, saying what it does. */
export function DeactivateDriverDialog({
  name,
  online,
  busy,
  onConfirm,
  onOpenChange,
  open,
}: {
  name: string;
  /** Online now: deactivating takes them offline. */
  online: boolean;
  busy: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  open: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange}>
      <div className="grid gap-4">
        <Dialog.Title className="pe-10 font-bold text-lg text-slate-900">
          {t('adminOps.drivers.deactivateTitle', { name })}
        </Dialog.Title>
        <Dialog.Description asChild>
          <ul className="grid list-disc gap-1.5 ps-5 text-slate-700">
            <li>{t('adminOps.drivers.deactivateSignIn')}</li>
            {online && <li>{t('adminOps.drivers.deactivateOffline')}</li>}
            <li>{t('adminOps.drivers.deactivateOrders')}</li>
            <li>{t('adminOps.drivers.deactivateUndo')}</li>
          </ul>
        </Dialog.Description>
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close className={secondaryButton}>{t('adminOps.drivers.keep')}</Dialog.Close>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className="flex h-11 w-fit items-center justify-center gap-2 rounded-full bg-red-600 px-5 font-bold text-white shadow transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? t('adminOps.drivers.saving') : t('adminOps.drivers.deactivateConfirm')}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
