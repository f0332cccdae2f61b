import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl bg-surface px-6 py-12 text-center shadow-sm ring-1 ring-slate-100">
      <div className="grid size-14 place-items-center rounded-full bg-violet-50 text-violet-600">{icon}</div>
      <h3 className="font-bold text-lg text-slate-900">{title}</h3>
      {text && <p className="max-w-sm text-slate-500 text-sm">{text}</p>}
      {children}
    </div>
  );
}
