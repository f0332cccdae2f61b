import { REVIEW_MAX_RATING } from '@haflah/contracts';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const STARS = Array.from({ length: REVIEW_MAX_RATING }, (_, i) => i + 1);

/** A rating shown as five stars, read as "4 of 5 stars". */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={t('reviews.stars', { value: rounded })} className="inline-flex gap-0.5">
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            n <= rounded ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  );
}

/**
 * Picking 1–5 stars: a radio group (arrow keys move and choose, as native radios do), each star named
 * "4 of 5 stars"; the stars up to the one chosen (or hovered) are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  legend,
  disabled,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  legend: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid gap-1" disabled={disabled}>
      <legend className="font-semibold text-slate-800 text-sm">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((n) => (
          <label
            key={n}
            className="grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('reviews.stars', { value: n })}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                'size-7 transition',
                value != null && n <= value ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-400',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
