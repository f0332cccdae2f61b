import type { ItemSummary } from '@haflah/contracts';
import type { ReactNode } from 'react';
import { ItemCard } from './ItemCard';

export interface ItemActions {
  onAdd: (item: ItemSummary) => void;
  onBook: (item: ItemSummary) => void;
  /** True while that item is being added (its button shows it and ignores taps). */
  isAdding?: (id: string) => boolean;
  /** The favorite heart of an item (the page passes it: features don't import each other). */
  favorite?: (item: ItemSummary) => ReactNode;
}

export function ItemGrid({
  items,
  onAdd,
  onBook,
  isAdding,
  favorite,
  headingLevel,
}: {
  items: ItemSummary[];
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3;
} & ItemActions) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id} className="flex">
          <div className="w-full">
            <ItemCard
              item={item}
              onAdd={onAdd}
              onBook={onBook}
              adding={isAdding?.(item.id)}
              headingLevel={headingLevel}
              favorite={favorite?.(item)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
