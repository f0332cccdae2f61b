import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from './buttons';

/** Nothing is here: a heading (the page's h1), a line of why, and a link on to somewhere that is. */
export function NotFoundPanel({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <div className="grid size-16 place-items-center rounded-full bg-violet-100 text-violet-700">
        <MapPinOff className="size-8" aria-hidden />
      </div>
      <h1 className="font-bold text-2xl text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      <Link to={to} className={primaryButton}>
        {action}
      </Link>
    </div>
  );
}
