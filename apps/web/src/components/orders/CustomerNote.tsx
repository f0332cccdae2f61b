import { MessageSquareText } from 'lucide-react';

/**
 * The customer's note to the shop on an order (a cake's message, delivery instructions), as typed at
 * checkout: on the customer's, the shop's and the admin's order screens. Plain text, in the writer's
 * own direction.
 */
export function CustomerNote({ label, note }: { label: string; note: string }) {
  return (
    <figure data-testid="customer-note" className="grid gap-1 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm">
      <figcaption className="flex items-center gap-1.5 font-semibold text-amber-950">
        <MessageSquareText className="size-4 shrink-0" aria-hidden />
        {label}
      </figcaption>
      <p dir="auto" className="whitespace-pre-wrap break-words text-slate-900">
        {note}
      </p>
    </figure>
  );
}
