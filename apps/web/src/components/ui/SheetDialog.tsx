import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ComponentProps, forwardRef, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

type ContentProps = Pick<ComponentProps<typeof Dialog.Content>, 'onOpenAutoFocus' | 'aria-describedby'>;

/**
 * A modal that is a bottom sheet on phones and a centred card from `sm` up, with a close button at the
 * end of its top edge. Children render inside Dialog.Content (give them a Dialog.Title).
 *
 * Keyboard (docs/accessibility.md): focus moves inside on open, Tab stays inside, Escape closes, and on
 * close focus returns to what had it when the dialog opened. Our dialogs open from a store rather than
 * a Dialog.Trigger, so Radix has no trigger to return to and would leave focus on <body>.
 */
export const SheetDialog = forwardRef<
  HTMLDivElement,
  ContentProps & {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** Tailwind max-width of the card from `sm` up. */
    width?: 'sm:max-w-md' | 'sm:max-w-lg';
    children: ReactNode;
  }
>(function SheetDialog({ open, onOpenChange, width = 'sm:max-w-md', children, ...content }, ref) {
  const { t } = useTranslation();
  const opener = useRef<Element | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (in its own effect).
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] grid items-end overflow-y-auto bg-slate-950/50 pt-24 backdrop-blur-[2px] sm:place-items-center sm:p-4 sm:pt-24">
          <Dialog.Content
            ref={ref}
            aria-modal="true"
            {...content}
            onCloseAutoFocus={(e) => {
              const back = opener.current;
              opener.current = null;
              // The opener may have gone (a Sign In button replaced by the signed-in menu).
              if (back instanceof HTMLElement && back.isConnected && back !== document.body) {
                e.preventDefault();
                back.focus();
              }
            }}
            className={cn(
              'relative w-full min-w-0 rounded-t-3xl bg-surface px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:rounded-3xl sm:p-7',
              width,
            )}
          >
            <Dialog.Close
              aria-label={t('common.close')}
              className="absolute end-2 top-2 grid size-11 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
