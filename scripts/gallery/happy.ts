// The happy path of a flow: the way a member goes when everything works, drawn heavier in the
// gallery (issue 32 item 2). A machine cannot say which of its final states is the good one, and
// the shortest way there is not always the happy one (a quest already claimed reaches `claimed`
// sooner than a claim does), so each flow names the states its happy path passes, in order. The
// route between two of them is the shortest one that takes no failure (`onError`), in document
// order when two are as short. A flow with no single good outcome (a queue, a preference, the
// entry redirect's rules) names none and draws no happy path.
import type { GState, GTransition, MachineGraph } from '../machines/graph';

/** Machine id → the states (paths below the machine) its happy path passes, the last its goal. */
export const HAPPY_PATHS: Record<string, readonly string[]> = {
  assessment: ['verified'],
  changeEmail: ['code', 'changed'],
  changePassword: ['changed'],
  checkIn: ['checkingIn', 'checkedIn'],
  claim: ['eligible', 'claimed'],
  claimMission: ['eligible', 'claimed'],
  codeLogin: ['signedIn'],
  confirmDelivery: ['confirmed'],
  convert: ['offer.quoted', 'converting', 'done'],
  deepLink: ['appOpened'],
  editName: ['editing', 'saving', 'saved'],
  emailCode: ['editingEmail', 'codeTyped'],
  gameSignIn: ['consenting', 'granted', 'leaving'],
  inviteClaim: ['claiming', 'claimed'],
  kyc: ['submitted'],
  lootboxOpen: ['confirming', 'opened'],
  passwordReset: ['succeeded'],
  reback: ['welcome', 'redirected'],
  redeem: ['confirming', 'done'],
  revokeGame: ['revoking', 'idle'],
  preferences: ['ready'],
  session: ['signedIn.idle'],
  settings: ['saved'],
  signIn: ['signedIn'],
  signUp: ['verifying', 'signedUp'],
  // The member's part: Steam's answer comes back as a new page load (`arriving` with a code).
  steamConnect: ['connectPrompt', 'leaving'],
  supportRequest: ['sent'],
  tour: ['running.showing', 'completed'],
  verificationCode: ['sending', 'waiting', 'submitted'],
  withdraw: ['reviewing', 'done'],
};

/** The transitions (by id) of the machine's happy path, in the order they are taken. */
export function happyPath(
  graph: MachineGraph,
  waypoints: readonly string[] = HAPPY_PATHS[graph.id] ?? [],
): string[] {
  if (waypoints.length === 0) return [];
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const parentOf = new Map<string, string>();
  for (const state of graph.states)
    for (const child of state.children) parentOf.set(child.id, state.id);
  /** Entering a state ends in a leaf: its initial child's initial child, and so on. */
  const enter = (id: string): string => {
    let state: GState = byId.get(id)!;
    while (state.children.length > 0)
      state = byId.get(state.initial ?? state.children[0]!.id) ?? state.children[0]!;
    return state.id;
  };
  const lineage = (id: string): string[] => {
    const out = [id];
    for (let p = parentOf.get(id); p; p = parentOf.get(p)) out.push(p);
    return out;
  };
  const moves = (leaf: string): GTransition[] =>
    lineage(leaf).flatMap((source) =>
      graph.transitions.filter(
        (t) => t.source === source && t.target !== t.source && t.kind !== 'error',
      ),
    );

  const route: string[] = [];
  let at = enter(graph.root.id);
  for (const waypoint of waypoints) {
    const goal = `${graph.id}.${waypoint}`;
    if (!byId.has(goal)) throw new Error(`${graph.id} has no state ${waypoint} (HAPPY_PATHS)`);
    const came = new Map<string, { from: string; via: string } | null>([[at, null]]);
    const queue = [at];
    let reached: string | undefined;
    while (queue.length > 0 && !reached) {
      const leaf = queue.shift()!;
      if (lineage(leaf).includes(goal)) reached = leaf;
      else
        for (const t of moves(leaf)) {
          const next = enter(t.target);
          if (came.has(next)) continue;
          came.set(next, { from: leaf, via: t.id });
          queue.push(next);
        }
    }
    if (!reached) throw new Error(`${graph.id}: no way to ${waypoint} without a failure`);
    const leg: string[] = [];
    for (let step = came.get(reached); step; step = came.get(step.from)) leg.unshift(step.via);
    route.push(...leg);
    at = reached;
  }
  return route;
}
