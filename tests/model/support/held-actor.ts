// Wraps real promise-actor logic so a test decides when each call runs and whether it fails:
// `pass` runs the real logic, `fail` rejects as a failed load would (a chunk that did not arrive).
import { fromPromise } from 'xstate';

type Pending<TInput> = { input: TInput; pass(): void; fail(): void };

export function heldActor<TOutput, TInput>(real: (input: TInput) => Promise<TOutput>) {
  const pending: Pending<TInput>[] = [];
  const waiters: (() => void)[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        pending.push({
          input,
          pass: () => void real(input).then(resolve, reject),
          fail: () => reject(new Error('held actor failed on purpose')),
        });
        for (const w of waiters.splice(0)) w();
      }),
  );
  return {
    logic,
    /** Resolves with the input of the oldest held call once there is one. */
    async arrived(): Promise<TInput> {
      while (pending.length === 0) await new Promise<void>((r) => waiters.push(r));
      return (pending[0] as Pending<TInput>).input;
    },
    release(mode: 'pass' | 'fail'): void {
      const call = pending.shift();
      if (!call) throw new Error('no call is being held');
      if (mode === 'pass') call.pass();
      else call.fail();
    },
    get heldCount(): number {
      return pending.length;
    },
    reset(): void {
      for (const call of pending.splice(0)) call.fail();
    },
  };
}
