// A fee in basis points, shared by convert (decision 036) and withdraw (decision 037): rounded up,
// so a fee is never less than its rate asks and the platform's favour is under one minor unit.

/** The fee on `amount` at `bps` basis points, rounded up. */
export function feeOf(amount: bigint, bps: number): bigint {
  return (amount * BigInt(bps) + 9_999n) / 10_000n;
}
