import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/forms/ReasonDialog';

/** The longest reason the server takes (contracts shopRejectSchema). */
export const SHOP_REJECT_REASON_MAX = 500;

/**
 * Reject a shop: a reason is required (the retailer reads it). What was typed stays if the dialog is
 * closed or the server refuses; the refusal is said inside the dialog.
 */
export function RejectShopDialog({
  shopName,
  open,
  onOpenChange,
  pending,
  error,
  onReject,
}: {
  shopName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      error={error}
      onSubmit={onReject}
      min={1}
      max={SHOP_REJECT_REASON_MAX}
      words={{
        title: t('admin.reject.title', { name: shopName }),
        what: t('admin.reject.what'),
        reason: t('admin.reject.reason'),
        hint: (length) => t('admin.reject.hint', { length, max: SHOP_REJECT_REASON_MAX }),
        problem: () => t('admin.reject.required'),
        keep: t('admin.reject.keep'),
        confirm: t('admin.reject.confirm'),
        saving: t('admin.reject.saving'),
      }}
    />
  );
}
