/**
 * Grey card shapes while the first page loads (decorative: QueryState says "Loading…"). `event`:
 * the shape of an event card (its 2.4 : 1 picture over its title and details), so the loaded cards
 * take the skeletons' place and what comes after them does not move (issue 28 item 6).
 */
export function CardSkeletons({
  count = 3,
  kind = 'quest',
}: {
  count?: number;
  kind?: 'quest' | 'event';
}) {
  return (
    <ul className="quest-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`skeleton quest-skeleton quest-skeleton--${kind}`}>
          {kind === 'event' ? <span className="quest-skeleton__picture" /> : null}
        </li>
      ))}
    </ul>
  );
}
