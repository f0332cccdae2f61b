import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ComponentProps, forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

type ContentProps = Pick<ComponentProps<typeof Dialog.Content>, 'onOpenAutoFocus' | 'aria-describedby'>;

/**
 * A modal that is a bottom sheet on phones and a centred card from `sm` up, with a close button at the
 * end of its top edge. Children render inside Dialog.Content (give them a Dialog.Title).
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] grid items-end overflow-y-auto bg-slate-950/50 backdrop-blur-[2px] sm:place-items-center sm:p-4">
          <Dialog.Content
            ref={ref}
            {...content}
            className={cn(
              'relative w-full min-w-0 rounded-t-3xl bg-surface px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl outline-none sm:rounded-3xl sm:p-7',
              width,
            )}
          >
            <Dialog.Close
              aria-label={t('common.close')}
              className="absolute end-3 top-3 grid size-10 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
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
