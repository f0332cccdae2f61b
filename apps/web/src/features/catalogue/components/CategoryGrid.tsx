import type { Category } from '@haflah/contracts';
import { useLanguage } from '../../../lib/i18n';
import { CategoryIcon, DEFAULT_CATEGORY_COLOR } from './CategoryIcon';

export function CategoryGrid({
  categories,
  onSelect,
}: {
  categories: Category[];
  onSelect: (category: Category) => void;
}) {
  const { pick } = useLanguage();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {categories.map((c) => {
        const color = c.color || DEFAULT_CATEGORY_COLOR;
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c)}
              className="group flex w-full items-center gap-3 rounded-2xl bg-surface p-3 text-start shadow-sm ring-1 ring-slate-100 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-violet-600 sm:flex-col sm:items-start sm:p-4"
            >
              <span
                className="grid size-12 shrink-0 place-items-center rounded-2xl"
                style={{ backgroundColor: `${color}1f`, color }}
              >
                <CategoryIcon icon={c.icon} className="size-6" />
              </span>
              <span className="font-semibold text-slate-800 text-sm sm:text-base">{pick(c.name)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
