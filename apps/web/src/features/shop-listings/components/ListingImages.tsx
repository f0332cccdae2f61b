import { LISTING_IMAGE_LIMIT, type ShopListing } from '@haflah/contracts';
import { AlertCircle, ChevronLeft, ChevronRight, ImagePlus, Star, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useRemoveImage, useReorderImages } from '../api/listings';
import { useImageUploads } from '../hooks/useImageUploads';

/** Which control should have focus once the pictures' new order is on screen. */
type FocusAfter = { imageId: string; action: 'earlier' | 'later' } | { imageId: null; action: 'add' };

/**
 * A listing's pictures, in order: the first is the cover (it says so). Add several at once (each its
 * own upload with its progress, and the server's reason in place when one is refused), move one
 * earlier or later with buttons (keyboard and screen readers, not only dragging), remove one.
 */
export function ListingImages({ listing, headingId }: { listing: ShopListing; headingId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const uploads = useImageUploads(listing);
  const reorder = useReorderImages();
  const remove = useRemoveImage();
  const [said, setSaid] = useState('');
  const focusAfter = useRef<FocusAfter | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLInputElement>(null);
  const images = listing.images;
  const busy = reorder.isPending || remove.isPending;
  const full = images.length + uploads.inFlight >= LISTING_IMAGE_LIMIT;

  // Focus follows the picture that moved (or goes to "Add" when the last one is removed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pictures change
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target.imageId === null) return addRef.current?.focus();
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
      `[data-image="${target.imageId}"] button:not(:disabled)`,
    );
    const wanted = [...(buttons ?? [])].find((b) => b.dataset.action === target.action);
    (wanted ?? buttons?.[0])?.focus();
  }, [images]);

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(
      { id: listing.id, imageIds: ids },
      {
        onSuccess: () => {
          focusAfter.current = { imageId: moved, action: by < 0 ? 'earlier' : 'later' };
          setSaid(t('shopListings.images.moved', { number: index + by + 1 }));
        },
        onError: (error) =>
          toast({
            kind: 'error',
            title: t('shopListings.images.orderFailed'),
            description: errorMessage(t, error),
          }),
      },
    );
  };

  const drop = (index: number) => {
    const image = images[index];
    if (!image) return;
    const after = images[index + 1] ?? images[index - 1];
    remove.mutate(
      { id: listing.id, imageId: image.id },
      {
        onSuccess: () => {
          focusAfter.current = after
            ? { imageId: after.id, action: 'earlier' }
            : { imageId: null, action: 'add' };
          setSaid(t('shopListings.images.removed'));
        },
        onError: (error) => toast({ kind: 'error', description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-bold text-lg text-slate-900">
            {t('shopListings.images.title')}{' '}
            <span className="font-semibold text-slate-500 text-sm">
              {t('shopListings.images.count', { count: images.length, max: LISTING_IMAGE_LIMIT })}
            </span>
          </h2>
          <p className="max-w-prose text-slate-600 text-sm">
            {t('shopListings.images.hint', { max: LISTING_IMAGE_LIMIT })}
          </p>
        </div>
        {!full && (
          <label
            htmlFor={inputId}
            className="flex h-11 w-fit cursor-pointer items-center justify-center gap-2 rounded-full bg-violet-50 px-5 font-bold text-violet-800 transition hover:bg-violet-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500"
          >
            <ImagePlus className="size-5" aria-hidden />
            {t('shopListings.images.add')}
            <input
              ref={addRef}
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              onChange={(e) => {
                uploads.add([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      {full && (
        <p className="rounded-xl bg-slate-100 px-3.5 py-2.5 text-slate-700 text-sm">
          {t('shopListings.images.full', { max: LISTING_IMAGE_LIMIT })}
        </p>
      )}

      {images.length === 0 && uploads.uploads.length === 0 ? (
        <p className="rounded-2xl border-2 border-slate-200 border-dashed px-4 py-6 text-center text-slate-600 text-sm">
          {t('shopListings.images.none')}
        </p>
      ) : (
        <ol ref={listRef} aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((image, index) => {
            const number = index + 1;
            return (
              <li
                key={image.id}
                data-image={image.id}
                className="grid content-start gap-2 rounded-2xl bg-slate-50 p-2 ring-1 ring-slate-200"
              >
                <div className="relative">
                  <img
                    src={image.url}
                    alt={t('shopListings.images.picture', { number })}
                    className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute start-1.5 top-1.5 flex items-center gap-1 rounded-full bg-violet-700 px-2 py-0.5 font-bold text-white text-xs">
                      <Star className="size-3" aria-hidden />
                      {t('shopListings.images.cover')}
                    </span>
                  )}
                </div>
                <div className="flex justify-between gap-1">
                  <IconButton
                    action="earlier"
                    label={t('shopListings.images.moveEarlier', { number })}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden />
                  </IconButton>
                  <IconButton
                    action="later"
                    label={t('shopListings.images.moveLater', { number })}
                    disabled={busy || index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden />
                  </IconButton>
                  <IconButton
                    action="remove"
                    label={t('shopListings.images.remove', { number })}
                    disabled={busy}
                    danger
                    onClick={() => drop(index)}
                  >
                    <Trash2 className="size-5" aria-hidden />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {uploads.uploads.length > 0 && (
        <ul className="grid gap-2">
          {uploads.uploads.map((u) =>
            u.error ? (
              <li key={u.key}>
                <div
                  role="alert"
                  className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900 text-sm"
                >
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="truncate font-semibold">
                      {t('shopListings.images.failed', { name: u.name })}
                    </p>
                    <p>{errorMessage(t, u.error)}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => uploads.dismiss(u.key)}
                    aria-label={t('shopListings.images.dismiss')}
                    className="-m-1 grid size-9 shrink-0 place-items-center rounded-full hover:bg-red-100"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            ) : (
              <li
                key={u.key}
                className="grid gap-1.5 rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200"
              >
                <div className="flex justify-between gap-2">
                  <span className="truncate text-slate-700">
                    {t('shopListings.images.uploading', { name: u.name })}
                  </span>
                  <span className="shrink-0 font-semibold text-slate-700" aria-hidden>
                    {t('shopListings.images.progress', { percent: Math.round(u.progress * 100) })}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('shopListings.images.uploading', { name: u.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(u.progress * 100)}
                  className="h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className="h-full rounded-full bg-violet-600 transition-[width]"
                    style={{ width: `${Math.max(4, Math.round(u.progress * 100))}%` }}
                  />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}

function IconButton({
  action,
  label,
  disabled,
  danger,
  onClick,
  children,
}: {
  action: string;
  label: string;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={
        danger
          ? 'grid size-11 place-items-center rounded-full bg-surface text-red-700 ring-1 ring-slate-200 hover:bg-red-50 disabled:opacity-40'
          : 'grid size-11 place-items-center rounded-full bg-surface text-violet-800 ring-1 ring-slate-200 hover:bg-violet-50 disabled:opacity-40'
      }
    >
      {children}
    </button>
  );
}
