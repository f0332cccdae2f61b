import type { TimeBlock } from '@haflah/contracts';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useDeleteBlock } from '../api/bookings';
import { spanText } from '../utils/text';

/** A block's details (what, when, its note) and, after a confirmation, its removal. */
export function BlockDetailsSheet({ block, onClose }: { block: TimeBlock | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const remove = useDeleteBlock();
  const confirm = useConfirmInline();
  return (
    <SheetDialog open={block !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">
        {t('shopBookings.details.title')}
      </Dialog.Title>
      {block && (
        <div className="mt-4 grid gap-3">
          <Dialog.Description className="grid gap-1 text-slate-700">
            <span className="font-semibold">
              {block.listingName ? block.listingName[lang] : t('shopBookings.wholeShop')}
            </span>
            <span>{spanText(block, lang)}</span>
            {block.note && <span className="text-slate-600 text-sm">{block.note}</span>}
          </Dialog.Description>
          {confirm.confirming ? (
            <ConfirmInline
              text={t('shopBookings.details.confirm')}
              confirmLabel={t('shopBookings.details.confirmYes')}
              cancelLabel={t('shopBookings.details.keep')}
              pending={remove.isPending}
              onCancel={confirm.cancel}
              onConfirm={() =>
                remove.mutate(block.id, {
                  onSuccess: () => {
                    toast({ kind: 'success', description: t('shopBookings.details.deleted') });
                    onClose();
                  },
                  onError: (error) => toast({ kind: 'error', description: errorMessage(t, error) }),
                })
              }
            />
          ) : (
            <button
              ref={confirm.triggerRef}
              type="button"
              onClick={confirm.ask}
              className="flex h-11 w-fit items-center rounded-full bg-red-50 px-5 font-semibold text-red-800 hover:bg-red-100"
            >
              {t('shopBookings.details.delete')}
            </button>
          )}
        </div>
      )}
    </SheetDialog>
  );
}
