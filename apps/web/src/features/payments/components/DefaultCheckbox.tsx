import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Make this my default payment method". The first card or wallet saved is the default whatever is
 * ticked, so then the box is ticked, fixed, and says why.
 */
export function DefaultCheckbox({
  checked,
  onChange,
  isFirst,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  isFirst: boolean;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxRow
      checked={isFirst || checked}
      disabled={isFirst}
      onChange={onChange}
      label={t('payments.form.makeDefault')}
      note={isFirst ? t('payments.form.firstIsDefault') : undefined}
    />
  );
}

/** A form's checkbox with its label (a 44 px row) and, under it, what ticking it means. */
export function CheckboxRow({
  checked,
  disabled = false,
  onChange,
  label,
  note,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  note?: string;
}) {
  const noteId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 has-[:disabled]:cursor-default">
        <span className="relative grid size-6 shrink-0 place-items-center">
          <input
            type="checkbox"
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={note ? noteId : undefined}
            className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-slate-300 bg-surface checked:border-violet-600 checked:bg-violet-600 disabled:cursor-default disabled:opacity-70"
          />
          <Check
            className="pointer-events-none absolute size-4 text-white opacity-0 peer-checked:opacity-100"
            aria-hidden
          />
        </span>
        <span className="font-medium text-slate-800">{label}</span>
      </label>
      {note && (
        <p id={noteId} className="ps-10 text-slate-600 text-xs">
          {note}
        </p>
      )}
    </div>
  );
}
