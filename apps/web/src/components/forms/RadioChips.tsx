import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import type { FieldProps } from './useForm';

/** One choice of a few, as chips: real radio buttons underneath, for keyboards and screen readers. */
export function RadioChips({
  legend,
  options,
  name,
  value,
  onChange,
  error,
  invalid,
}: FieldProps & { legend: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold text-slate-800 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const checked = value === o.value;
          return (
            <label
              key={o.value}
              className={cn(
                'relative flex h-11 cursor-pointer select-none items-center gap-1.5 rounded-full border px-4 font-semibold text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500/40',
                checked
                  ? 'border-violet-600 bg-violet-600 text-white'
                  : invalid
                    ? 'border-red-500 bg-surface text-slate-700'
                    : 'border-slate-200 bg-surface text-slate-700 hover:border-violet-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={checked}
                onChange={() => onChange({ target: { value: o.value } })}
                aria-invalid={invalid || undefined}
                className="sr-only"
              />
              {checked && <Check className="size-4 shrink-0" aria-hidden />}
              {o.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
