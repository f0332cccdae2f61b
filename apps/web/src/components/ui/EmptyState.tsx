import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  text,
  children,
  headingLevel = 2,
}: {
  icon: ReactNode;
  title: string;
  /** 2 under the page's h1; 1 when the empty state is the whole page (a product not found). */
  headingLevel?: 1 | 2;
  text?: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center shadow-sm ring-1 ring-slate-100">
      <div className="grid size-14 place-items-center rounded-full bg-violet-50 text-violet-600">{icon}</div>
      <Heading className="font-bold text-lg text-slate-900">{title}</Heading>
      {text && <p className="max-w-sm text-slate-500 text-sm">{text}</p>}
      {children}
    </div>
  );
}
