// What the member typed into a delivery form when their session ended (src/machines/session-draft.ts).
import type { DeliveryFields } from './confirm-delivery.validation';
import { recordOf, sessionDraft, textOf } from '../../../shared/machines/session-draft';

const draftOf = (recordId: number) =>
  sessionDraft<DeliveryFields>(`delivery.${recordId}`, (stored) => {
    const value = recordOf(stored);
    return { name: textOf(value.name), phone: textOf(value.phone), address: textOf(value.address) };
  });

export function saveDeliveryDraft(recordId: number, fields: DeliveryFields): void {
  draftOf(recordId).save(fields);
}

export function takeDeliveryDraft(recordId: number): DeliveryFields | undefined {
  return draftOf(recordId).take();
}
