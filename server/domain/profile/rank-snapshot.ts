// Ranks beyond the top 50 without counting rows on every read (decision 030). PGlite runs one
// statement at a time, so counting the 90,000 members ahead of a member on each request would stall
// everyone else. Instead one statement reads a period's whole order into typed arrays (about 2.4 MB
// per 100,000 members) at most once per `maxAgeMs`; a member's rank is then a binary search of their
// live score among the others' scores as of that read.

/** A score in rank order: more points first, then who reached them first, then the lower member id. */
export type Score = { points: number; reachedUs: number; memberId: number };

export type Snapshot = {
  takenAt: Date;
  points: Float64Array;
  reachedUs: Float64Array;
  memberIds: Int32Array;
};

export function snapshotOf(scores: readonly Score[], takenAt: Date): Snapshot {
  const snapshot: Snapshot = {
    takenAt,
    points: new Float64Array(scores.length),
    reachedUs: new Float64Array(scores.length),
    memberIds: new Int32Array(scores.length),
  };
  scores.forEach((s, i) => {
    snapshot.points[i] = s.points;
    snapshot.reachedUs[i] = s.reachedUs;
    snapshot.memberIds[i] = s.memberId;
  });
  return snapshot;
}

/** Whether the snapshot's entry `i` ranks ahead of `score`. */
function ahead(s: Snapshot, i: number, score: Score): boolean {
  const points = s.points[i]!;
  if (points !== score.points) return points > score.points;
  const reached = s.reachedUs[i]!;
  if (reached !== score.reachedUs) return reached < score.reachedUs;
  return s.memberIds[i]! < score.memberId;
}

/**
 * 1 + the members of the snapshot ranked ahead of `score`. The member's own older entry is never
 * ahead of their live one: points only grow, and equal points mean the same entry.
 */
export function rankIn(snapshot: Snapshot, score: Score): number {
  let low = 0;
  let high = snapshot.points.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ahead(snapshot, mid, score)) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}
