/**
 * The app's pill buttons (links styled as buttons too): one look per kind of action, everywhere.
 * Written out in full rather than composed, so no two classes in one string fight over a property.
 */
export const primaryButton =
  'flex h-11 w-fit items-center justify-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-white shadow transition hover:bg-violet-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'flex h-11 w-fit items-center justify-center gap-2 rounded-full bg-violet-50 px-5 font-bold text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60';
/** The step that ends a form or a flow (place, reserve, go to checkout): taller; as wide as its place. */
export const largePrimaryButton =
  'flex h-12 items-center justify-center gap-2 rounded-full bg-violet-600 px-6 font-bold text-white shadow transition hover:bg-violet-700 disabled:cursor-not-allowed disabled:opacity-60';
/** An action beside a section's heading (add an address, add a card). */
export const smallSecondaryButton =
  'flex h-11 w-fit items-center justify-center gap-1.5 rounded-full bg-violet-50 px-4 font-semibold text-sm text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60';
/** A quieter action in a form: the width of its column on a phone, of its words from `sm` up. */
export const wideSecondaryButton =
  'flex h-11 w-full items-center justify-center gap-2 rounded-full bg-violet-50 px-4 font-semibold text-sm text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60 sm:w-fit';
/** The header's buttons (sign in, the account's name). */
export const compactPrimaryButton =
  'flex h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-violet-600 px-3.5 font-bold text-sm text-white shadow-sm hover:bg-violet-700';
export const compactSecondaryButton =
  'flex h-11 min-w-0 max-w-40 items-center rounded-full bg-violet-50 px-3.5 font-semibold text-sm text-violet-800 hover:bg-violet-100';
/** A round button with only an icon (fewer, more). */
export const roundIconButton =
  'grid size-11 place-items-center rounded-full bg-violet-50 text-violet-800 hover:bg-violet-100 disabled:opacity-40';
