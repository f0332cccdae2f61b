/** The app's pill buttons (links styled as buttons too), for screens that need more than one action. */
export const primaryButton =
  'flex h-11 w-fit items-center justify-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-white shadow transition hover:bg-violet-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'flex h-11 w-fit items-center justify-center gap-2 rounded-full bg-violet-50 px-5 font-bold text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60';
