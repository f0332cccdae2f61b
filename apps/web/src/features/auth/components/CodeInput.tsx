import { CODE_LENGTH } from '@haflah/contracts';
import type { Ref } from 'react';
import { inputClass } from '../../../components/forms/fields';
import { cn } from '../../../lib/cn';

interface CodeInputProps {
  ref?: Ref<HTMLInputElement>;
  id?: string;
  value: string;
  /** Called with the digits typed so far (anything else is dropped). */
  onChange: (digits: string) => void;
  /** Called once the code has all its digits (spec §2: the code auto-submits once complete). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Keeps the digits of what was typed or pasted, up to the code's length. */
export function codeDigits(input: string): string {
  // Pasting from some mail apps brings Arabic-Indic digits; they are digits all the same.
  const latin = input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
  return latin.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * One input for the whole code: the phone's keyboard offers its one-time-code suggestion, and paste
 * works, which six separate boxes make hard.
 */
export function CodeInput({
  ref,
  id,
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  describedBy,
}: CodeInputProps) {
  return (
    <input
      ref={ref}
      id={id}
      value={value}
      onChange={(e) => {
        const digits = codeDigits(e.target.value);
        onChange(digits);
        if (digits.length === CODE_LENGTH && digits !== value) onComplete(digits);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      dir="ltr"
      spellCheck={false}
      className={cn(
        inputClass,
        'h-14 text-center font-bold font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]',
      )}
      placeholder={'•'.repeat(CODE_LENGTH)}
    />
  );
}
