import { useEffect, useRef, useState } from 'react';

/**
 * The step before a delete or removal, shown in the place of the item's actions: it says what will
 * happen, and the cancel button (Keep it) has focus. The caller words it.
 */
export function ConfirmInline({
  text,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // All of it in view, clear of the sticky header and the bottom navigation (scroll-padding in
    // styles/app.css): its text and both buttons, not only the button that takes focus.
    rootRef.current?.scrollIntoView?.({ block: 'nearest' });
    cancelRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={rootRef}
      role="alert"
      className="grid w-full gap-3 rounded-2xl bg-red-50 p-4 text-red-900 text-sm"
    >
      <p>{text}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          className="min-h-11 rounded-full bg-red-600 px-4 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={pending}
          className="min-h-11 rounded-full bg-surface px-4 font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

/**
 * Whether an item's confirmation is showing, and the button that asked for it: on cancel that button is
 * back in the confirmation's place and takes focus again.
 */
export function useConfirmInline() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    triggerRef,
    ask: () => setConfirming(true),
    cancel: () => {
      setConfirming(false);
      requestAnimationFrame(() => triggerRef.current?.focus());
    },
  };
}
