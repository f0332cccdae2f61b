import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { createStore } from '../../lib/store';

/**
 * Toasts (spec §3/§4): added, dismissed, removed after a delay. A small store of our own: a toast
 * library would cost the Home route more JavaScript than this whole file.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastInput {
  title?: string;
  description?: string;
  kind?: ToastKind;
}
interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

/** Spec §9: toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000;
const REMOVE_DELAY_MS = 300;
const MAX_VISIBLE = 3;

const store = createStore<ToastEntry[]>([]);
let nextId = 1;

export function toast(input: ToastInput): number {
  const id = nextId++;
  store.set([
    ...store
      .get()
      .filter((t) => t.open)
      .slice(-(MAX_VISIBLE - 1)),
    { ...input, id, open: true },
  ]);
  return id;
}

export function dismissToast(id: number) {
  store.set(store.get().map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => store.set(store.get().filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

const KIND_STYLE: Record<ToastKind, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  error: 'border-red-200 bg-red-50 text-red-950',
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
  info: 'border-violet-200 bg-surface text-slate-900',
};

export function Toaster() {
  const { t } = useTranslation();
  const list = store.use();
  // On phones toasts drop in at the top, newest first, below the header (its search, cart and sign-in
  // stay usable): at the bottom they would cover the bottom navigation and the buttons of bottom
  // sheets such as the sign-in dialog.
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 top-40 z-[100] mx-auto flex w-full max-w-md flex-col-reverse gap-2 px-4 md:end-6 md:top-auto md:bottom-6 md:start-auto md:mx-0 md:flex-col"
    >
      {list.map((item) => (
        <ToastItem key={item.id} item={item} closeLabel={t('common.close')} />
      ))}
    </section>
  );
}

function ToastItem({ item, closeLabel }: { item: ToastEntry; closeLabel: string }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once per toast
  useEffect(() => {
    start();
    return () => clearTimeout(timer.current);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the auto-dismiss timer
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => clearTimeout(timer.current)}
      onMouseLeave={start}
      data-state={item.open ? 'open' : 'closed'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-lg transition duration-300',
        item.open ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
        KIND_STYLE[item.kind ?? 'info'],
      )}
    >
      <div className="grid gap-1">
        {item.title && <p className="font-bold text-sm">{item.title}</p>}
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={closeLabel}
        className="absolute end-2 top-2 rounded-full p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
