import { LISTING_IMAGE_LIMIT, type ShopListing } from '@haflah/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { uploadListingImage, useListingUploaded } from '../api/listings';

/** One picture on its way: its progress (0–1), or why the server refused it. */
export interface PendingUpload {
  key: number;
  name: string;
  progress: number;
  error: unknown | null;
}

let nextKey = 1;

/**
 * Pictures chosen for a listing, sent one request each and one after another (each lands last, so
 * they keep the order they were chosen in). Each shows its own progress; a refused one (not an image,
 * too large, the listing full) stays in the list with the server's reason until dismissed, and the
 * others still go. Pictures beyond the listing's room are refused here without being sent.
 */
export function useImageUploads(listing: ShopListing) {
  const uploaded = useListingUploaded();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef<{ abort: () => void } | null>(null);
  const stored = useRef(listing.images.length);
  stored.current = listing.images.length;
  const listingId = listing.id;

  const patch = (key: number, change: Partial<PendingUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const runNext = () => {
    if (running.current) return;
    const item = queue.current.shift();
    if (!item) return;
    const { done, abort } = uploadListingImage(listingId, item.file, (progress) =>
      patch(item.key, { progress }),
    );
    running.current = { abort };
    done
      .then((saved) => {
        stored.current = saved.images.length;
        uploaded(saved);
        setUploads((list) => list.filter((u) => u.key !== item.key));
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') patch(item.key, { error, progress: 0 });
      })
      .finally(() => {
        running.current = null;
        runNext();
      });
  };

  // Leaving the page stops what is still going (nothing half-sent is kept by the server).
  useEffect(
    () => () => {
      queue.current = [];
      running.current?.abort();
    },
    [],
  );

  return {
    uploads,
    /** Pictures waiting or going, which count against the listing's room. */
    inFlight: uploads.filter((u) => !u.error).length,
    add: (files: readonly File[]) => {
      const room = LISTING_IMAGE_LIMIT - stored.current - queue.current.length - (running.current ? 1 : 0);
      const added: PendingUpload[] = files.map((file, i) => ({
        key: nextKey++,
        name: file.name,
        progress: 0,
        error: i < room ? null : new ApiError('LISTING_IMAGE_LIMIT', 409, 'no room'),
      }));
      files.forEach((file, i) => {
        const key = added[i]?.key;
        if (i < room && key !== undefined) queue.current.push({ key, file });
      });
      setUploads((list) => [...list, ...added]);
      runNext();
    },
    dismiss: (key: number) => setUploads((list) => list.filter((u) => u.key !== key)),
  };
}
