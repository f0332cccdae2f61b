import { Minus, Plus } from 'lucide-react';

/** A quantity with − and + buttons; the number is announced when it changes. */
export function Stepper({
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  labelledBy,
  disabled,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  labelledBy?: string;
  disabled?: boolean;
}) {
  const button =
    'grid size-9 place-items-center rounded-full text-slate-700 transition hover:bg-white hover:text-violet-700 disabled:opacity-40 disabled:hover:bg-transparent';
  return (
    <fieldset
      aria-labelledby={labelledBy}
      className="flex h-11 w-fit min-w-0 items-center gap-1 rounded-full bg-slate-100 p-1"
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
        className={button}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output aria-live="polite" className="min-w-7 text-center font-bold text-slate-900 tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={button}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </fieldset>
  );
}
