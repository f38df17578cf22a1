// What the prize flows (redeem, confirmDelivery) tell the member when the platform or the
// connection says no: "nothing was charged" when the connection failed (worth retrying with the
// same key), and the docs/product/prizes.md sentence of each named refusal (translated under errors.status.*);
// src/shared/machines/flow-errors.ts reads the table.
import type { FlowErrorTable } from '../../../shared/machines/flow-errors';

export const PRIZE_ERRORS: FlowErrorTable = { offline: 'prizes.errors.offline' };
