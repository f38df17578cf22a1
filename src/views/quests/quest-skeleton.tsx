/** Grey card shapes while the first page loads (decorative: QueryState says "Loading…"). */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className="quest-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="quest-skeleton" />
      ))}
    </ul>
  );
}
