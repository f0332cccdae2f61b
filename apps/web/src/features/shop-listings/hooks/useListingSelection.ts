import { useState } from 'react';

/** The listings ticked in the list, by id; kept while more pages load, emptied by a new filter. */
export function useListingSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    /** Ticks every id given, or unticks them all when every one already is. */
    toggleAll: (ids: readonly string[]) =>
      setSelected((current) =>
        ids.length > 0 && ids.every((id) => current.has(id)) ? new Set() : new Set([...current, ...ids]),
      ),
    clear: () => setSelected(new Set()),
  };
}
