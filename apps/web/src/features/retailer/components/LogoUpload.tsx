import { IMAGE_MAX_BYTES, type ShopProfile } from '@haflah/contracts';
import { ImageUp, Trash2, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { errorKey } from '../../../lib/errors';
import { useRemoveLogo, useUploadLogo } from '../api/retailer';
import { ShopLogo } from './ShopAccount';

/**
 * The shop's logo: the one customers see, a new one chosen (shown at once while it uploads; the
 * server checks it is an image by its content, resizes it and keeps only its WebP), or none. A
 * refused file is said here, in words, and the logo stays as it was.
 */
export function LogoUpload({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const busy = upload.isPending || remove.isPending;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file may be chosen again after a refusal.
    e.target.value = '';
    if (!file) return;
    setError(null);
    // Too big is known before sending five megabytes over a phone's connection.
    if (file.size > IMAGE_MAX_BYTES) {
      setError(t(errorKey(new ApiError('IMAGE_TOO_LARGE', 413, ''))));
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast({ kind: 'success', title: t('shop.logo.uploaded') }),
      onError: (err) => setError(t(errorKey(err))),
      onSettled: () => setPreview(null),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="relative">
        {preview ? (
          <img src={preview} alt="" className="size-24 rounded-2xl object-cover opacity-70" />
        ) : (
          <ShopLogo url={shop.logoUrl} className="size-24 rounded-2xl" />
        )}
        {upload.isPending && (
          <span className="absolute inset-0 grid place-items-center">
            <span className="size-8 animate-spin rounded-full border-4 border-white/60 border-t-violet-600" />
          </span>
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="text-slate-600 text-sm" aria-live="polite">
          {upload.isPending
            ? t('shop.logo.uploading')
            : remove.isPending
              ? t('shop.logo.removing')
              : shop.logoUrl
                ? t('shop.logo.current')
                : t('shop.logo.none')}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* A real file input under a button-looking label: the keyboard and screen readers reach it. */}
          <label
            htmlFor={inputId}
            className={`${smallSecondaryButton} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500`}
          >
            <ImageUp className="size-4" aria-hidden />
            {shop.logoUrl ? t('shop.logo.change') : t('shop.logo.choose')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              disabled={busy}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="sr-only"
            />
          </label>
          {shop.logoUrl && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setError(null);
                remove.mutate(undefined, {
                  onSuccess: () => toast({ kind: 'success', title: t('shop.logo.removed') }),
                  onError: (err) => setError(t(errorKey(err))),
                });
              }}
              className="flex h-10 items-center gap-1.5 rounded-full px-4 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:opacity-60"
            >
              <Trash2 className="size-4" aria-hidden />
              {t('shop.logo.remove')}
            </button>
          )}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="flex items-center gap-1.5 text-red-700 text-sm">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {error}
          </p>
        ) : (
          <p className="text-slate-600 text-xs">{t('shop.logo.hint')}</p>
        )}
      </div>
    </div>
  );
}
