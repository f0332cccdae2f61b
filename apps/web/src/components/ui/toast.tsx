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
/** Spec §3: a toast may carry an action (e.g. Undo): a button that runs it and closes the toast. */
export interface ToastAction {
  /** The button's text, translated. */
  label: string;
  onClick: () => void;
}
export interface ToastInput {
  title?: string;
  description?: string;
  kind?: ToastKind;
  action?: ToastAction;
  /**
   * Put keyboard focus on the action at once: for when the control the user was on has just gone
   * (the cart line whose − removed it), so Undo is one key away rather than a page of Tabs.
   */
  focusAction?: boolean;
}
interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

/** Spec §9: toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** A toast with an action stays longer, so there is time to reach its button. */
export const ACTION_TOAST_DURATION_MS = 8000;
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
  // While a dialog is open the region moves above it, at the top edge, showing the newest toast only:
  // dialogs keep that strip clear (SheetDialog), so a toast never covers their title or buttons
  // (styles/app.css, keyed on the scroll lock an open dialog puts on <body>).
  return (
    <section
      aria-label={t('toast.region')}
      data-toast-region
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
  // The toast waits while the pointer is over it or focus is in it (its Undo must not vanish from
  // under the user), and counts its whole time again once both have left.
  const held = useRef({ hover: false, focus: false });
  const actionRef = useRef<HTMLButtonElement>(null);
  const duration = item.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;
  const start = () => {
    clearTimeout(timer.current);
    if (held.current.hover || held.current.focus) return;
    timer.current = setTimeout(() => dismissToast(item.id), duration);
  };
  const hold = (why: 'hover' | 'focus', on: boolean) => {
    held.current[why] = on;
    if (on) clearTimeout(timer.current);
    else start();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer starts once per toast
  useEffect(() => {
    if (item.focusAction) actionRef.current?.focus();
    start();
    return () => clearTimeout(timer.current);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering and focus only pause the auto-dismiss timer
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) hold('focus', false);
      }}
      data-state={item.open ? 'open' : 'closed'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-12 shadow-lg transition duration-300',
        item.open ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
        KIND_STYLE[item.kind ?? 'info'],
      )}
    >
      <div className="grid min-w-0 flex-1 gap-1">
        {item.title && <p className="font-bold text-sm">{item.title}</p>}
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      {item.action && (
        <button
          ref={actionRef}
          type="button"
          onClick={() => {
            // Once: a second click on a toast already on its way out does nothing.
            if (!item.open) return;
            dismissToast(item.id);
            item.action?.onClick();
          }}
          className="-my-2 min-h-11 shrink-0 self-center rounded-full px-3 font-bold text-sm text-violet-800 underline-offset-2 hover:bg-violet-50 hover:underline"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={closeLabel}
        className="absolute end-0.5 top-0.5 grid size-11 place-items-center rounded-full opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
