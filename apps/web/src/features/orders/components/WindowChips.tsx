import type { DeliveryWindow } from '@haflah/contracts';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { windowText } from '../utils/order-text';

/**
 * A day's delivery windows as one radio group and one tab stop (the time-slot dialog's date chips are
 * the model): arrow keys move along the row as it lies on screen, Home and End to its ends. Each
 * window reads as Bahrain clock times ('9:00 AM – 12:00 PM' / '9:00 ص – 12:00 م').
 */
export function WindowChips({
  windows,
  value,
  onChange,
  labelledBy,
}: {
  windows: readonly DeliveryWindow[];
  value: DeliveryWindow | null;
  onChange: (window: DeliveryWindow) => void;
  labelledBy: string;
}) {
  const { isRtl, lang } = useLanguage();
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value && windows.includes(value) ? value : windows[0];

  const choose = (index: number) => {
    const window = windows[index];
    if (!window) return;
    onChange(window);
    chips.current[index]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const next = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = isRtl ? 'ArrowRight' : 'ArrowLeft';
    let to: number | null = null;
    if (e.key === next || e.key === 'ArrowDown') to = Math.min(index + 1, windows.length - 1);
    else if (e.key === previous || e.key === 'ArrowUp') to = Math.max(index - 1, 0);
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = windows.length - 1;
    if (to === null) return;
    e.preventDefault();
    choose(to);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {windows.map((window, i) => {
        const selected = window === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a styled chip playing a radio, as DateChips
          <button
            key={window}
            ref={(el) => {
              chips.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={window === focusable ? 0 : -1}
            onClick={() => choose(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              'h-11 rounded-xl border px-3 font-semibold text-sm tabular-nums transition',
              selected
                ? 'border-violet-600 bg-violet-600 text-white shadow-sm'
                : 'border-slate-200 bg-surface text-slate-800 hover:border-violet-300 hover:bg-violet-50',
            )}
          >
            {windowText(window, lang)}
          </button>
        );
      })}
    </div>
  );
}
