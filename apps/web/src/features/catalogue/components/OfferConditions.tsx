/**
 * An offer's terms after its headline (" · min. order BD 10 · first order only"), each kept whole: a
 * line breaks only after a dot, never inside a term nor before its dot.
 */
export function OfferConditions({ conditions }: { conditions: readonly string[] }) {
  return conditions.map((c) => (
    <span key={c}>
      {'\u00a0· '}
      <span className="whitespace-nowrap">{c}</span>
    </span>
  ));
}
