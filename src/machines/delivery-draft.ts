// What the member typed into a delivery form when their session ended: kept in this tab's
// sessionStorage for the way through sign-in and back, read once, then removed.
import type { DeliveryFields } from './confirm-delivery.validation';

const keyOf = (recordId: number) => `gamerhub.deliveryDraft.${recordId}`;

export function saveDeliveryDraft(recordId: number, fields: DeliveryFields): void {
  try {
    sessionStorage.setItem(keyOf(recordId), JSON.stringify(fields));
  } catch {
    // Storage full or blocked: the member types again.
  }
}

export function takeDeliveryDraft(recordId: number): DeliveryFields | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(recordId));
    sessionStorage.removeItem(keyOf(recordId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Record<keyof DeliveryFields, unknown>>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');
    return { name: text(value.name), phone: text(value.phone), address: text(value.address) };
  } catch {
    return undefined;
  }
}
