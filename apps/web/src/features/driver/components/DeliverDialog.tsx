import type { DriverDelivery } from '@haflah/contracts';
import { Camera, PackageCheck, Phone } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { useFormat } from '../../../lib/format';
import { useDeliverForm } from '../hooks/useDeliverForm';
import { telUrl } from '../utils/delivery-text';

const quietButton =
  'flex h-12 w-full items-center justify-center gap-2 rounded-full bg-violet-50 px-4 font-bold text-violet-800 hover:bg-violet-100 disabled:opacity-60';

/** The proof of delivery, the cash received, then Delivered: a sheet on a phone, a card on a desktop. */
function DeliverForm({ delivery, onDone }: { delivery: DriverDelivery; onDone: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const form = useDeliverForm(delivery, onDone);
  return (
    <form noValidate onSubmit={form.submit} className="grid gap-4">
      {form.proof === 'code' ? (
        <>
          <TextField
            label={t('driver.deliver.codeLabel')}
            hint={t('driver.deliver.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={8}
            value={form.code}
            onChange={(e) => form.setCode(e.target.value)}
            error={form.codeError}
          />
          <button type="button" onClick={form.usePhoto} className={quietButton}>
            <Camera className="size-5" aria-hidden />
            {t('driver.deliver.cantReach')}
          </button>
        </>
      ) : (
        <div className="grid gap-3">
          <p className="text-slate-700 text-sm">
            {form.locked ? t('driver.errors.DELIVERY_CODE_LOCKED') : t('driver.deliver.photoText')}
          </p>
          {delivery.customer && (
            <a href={telUrl(delivery.customer.phone)} className={quietButton}>
              <Phone className="size-5" aria-hidden />
              {t('driver.deliver.callCustomer', { name: delivery.customer.firstName })}
            </a>
          )}
          <label className={`${quietButton} cursor-pointer focus-within:ring-2 focus-within:ring-violet-500`}>
            <Camera className="size-5" aria-hidden />
            {form.uploading
              ? t('driver.deliver.uploading')
              : form.photoTaken
                ? t('driver.deliver.retakePhoto')
                : t('driver.deliver.takePhoto')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              disabled={form.uploading}
              onChange={(e) => form.takePhoto(e.target.files?.[0])}
            />
          </label>
          {form.preview && (
            <img
              src={form.preview}
              alt={t('driver.deliver.photoAlt')}
              className="max-h-48 w-full rounded-2xl object-cover"
            />
          )}
          {form.photoTaken && (
            <p role="status" className="font-semibold text-emerald-800 text-sm">
              {t('driver.deliver.photoSaved')}
            </p>
          )}
          {!form.locked && (
            <button
              type="button"
              onClick={form.useCode}
              className="h-11 font-semibold text-violet-800 underline"
            >
              {t('driver.deliver.useCode')}
            </button>
          )}
        </div>
      )}

      {form.cashDue > 0 && (
        <div className="grid gap-2 rounded-2xl bg-emerald-50 p-3">
          <p className="text-emerald-900 text-sm">
            {t('driver.deliver.cashDue')} <strong className="tabular-nums">{money(form.cashDue)}</strong>
          </p>
          <TextField
            label={t('driver.deliver.cashLabel')}
            name="cash"
            inputMode="decimal"
            dir="ltr"
            maxLength={12}
            value={form.cash}
            onChange={(e) => form.setCash(e.target.value)}
            error={form.cashError}
          />
          {form.cashState.state === 'ok' && (
            <p aria-live="polite" className="font-semibold text-emerald-900">
              {form.cashState.change > 0
                ? t('driver.deliver.change', { amount: money(form.cashState.change) })
                : t('driver.deliver.noChange')}
            </p>
          )}
        </div>
      )}

      <FormAlert message={form.formError} />
      <button
        type="submit"
        disabled={form.pending || form.uploading}
        className="flex h-14 w-full items-center justify-center gap-2 rounded-full bg-emerald-700 font-bold text-lg text-white shadow hover:bg-emerald-800 disabled:opacity-60"
      >
        <PackageCheck className="size-6" aria-hidden />
        {form.pending ? t('driver.deliver.delivering') : t('driver.deliver.confirm')}
      </button>
    </form>
  );
}

export function DeliverDialog({
  delivery,
  open,
  onOpenChange,
}: {
  delivery: DriverDelivery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} aria-describedby={undefined}>
      <Dialog.Title className="mb-4 pe-10 font-extrabold text-slate-900 text-xl">
        {t('driver.deliver.title', { number: delivery.orderNumber })}
      </Dialog.Title>
      {open && <DeliverForm delivery={delivery} onDone={() => onOpenChange(false)} />}
    </SheetDialog>
  );
}
