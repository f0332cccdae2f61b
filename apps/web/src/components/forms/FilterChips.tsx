import { Search } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { inputClass } from './fields';

/** A list filter's text, date or select field. */
export const filterFieldClass =
  'h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-slate-900 outline-none focus-visible:border-violet-500 focus-visible:ring-2 focus-visible:ring-violet-200';

/** One filter chip, pressed or not. */
export const chipClass = (on: boolean) =>
  cn(
    'h-10 shrink-0 whitespace-nowrap rounded-full px-4 font-semibold text-sm transition',
    on
      ? 'bg-violet-600 text-white shadow'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-violet-50',
  );

/** A row of toggle chips, one pressed (undefined may stand for "all"); children join the row. */
export function FilterChips<V extends string | undefined>({
  legend,
  options,
  value,
  label,
  onChange,
  children,
}: {
  legend: string;
  options: readonly V[];
  value: V;
  label: (v: V) => string;
  onChange: (v: V) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 font-semibold text-slate-700 text-sm">{legend}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap">
        {options.map((option) => {
          const on = option === value;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(option)}
              className={chipClass(on)}
            >
              {label(option)}
            </button>
          );
        })}
        {children}
      </div>
    </fieldset>
  );
}

/** The two looks of a search box: a list's filter bar, and a form's (bigger, as the form's fields). */
const SEARCH_LOOKS = {
  filter: {
    label: 'font-semibold text-slate-700 text-sm',
    icon: 'pointer-events-none absolute start-3 top-3 size-5 text-slate-400',
    input: cn(filterFieldClass, 'ps-10'),
    autoComplete: 'off',
  },
  form: {
    label: 'font-semibold text-slate-800 text-sm',
    icon: 'pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500',
    input: `${inputClass} ps-11`,
    autoComplete: undefined,
  },
} as const;

/** A search box's label and input, a magnifier at its start; the input's own props pass through. */
export function SearchField({
  id,
  label,
  look = 'filter',
  className,
  ...input
}: { id: string; label: string; look?: keyof typeof SEARCH_LOOKS } & InputHTMLAttributes<HTMLInputElement>) {
  const classes = SEARCH_LOOKS[look];
  return (
    <>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className="relative">
        <Search className={classes.icon} aria-hidden />
        <input
          id={id}
          type="search"
          autoComplete={classes.autoComplete}
          {...input}
          className={cn(classes.input, className)}
        />
      </div>
    </>
  );
}

/** A text filter applied once typing pauses; emptied when the filter is cleared elsewhere. */
export function useTypedFilter(
  value: string | undefined,
  apply: (value: string | undefined) => void,
  debounceMs: number,
) {
  const [text, setText] = useState(value ?? '');
  const typed = useDebouncedValue(text.trim(), debounceMs);
  useEffect(() => {
    if (!value) setText('');
  }, [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what was typed applies the filter
  useEffect(() => {
    if ((typed || undefined) !== value) apply(typed || undefined);
  }, [typed]);
  return [text, setText] as const;
}
