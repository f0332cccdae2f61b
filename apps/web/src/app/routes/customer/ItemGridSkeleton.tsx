import { ListSkeleton } from '../../../components/ui/ListSkeleton';

/** A grid of item cards while it loads (`label` says what, for screen readers). */
export function ItemGridSkeleton({ label }: { label: string }) {
  return (
    <ListSkeleton
      label={label}
      blocks={['h-64', 'h-64', 'h-64']}
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
    />
  );
}
