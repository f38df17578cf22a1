// The delivery details a physical prize needs (decision 027), checked before anything is sent, with
// the same rules as the server's DeliverySchema: a name, a phone number, a postal address.
import type { TextKey } from '../../../i18n/text-key';

export type DeliveryFields = { name: string; phone: string; address: string };
export type DeliveryField = keyof DeliveryFields;
export type DeliveryErrors = Partial<Record<DeliveryField, TextKey>>;

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export function validateDelivery(fields: DeliveryFields): DeliveryErrors {
  const errors: DeliveryErrors = {};
  const name = fields.name.trim();
  const phone = fields.phone.trim();
  const address = fields.address.trim();
  if (name.length === 0) errors.name = 'exchange.delivery.errors.nameRequired';
  else if (name.length > 60) errors.name = 'exchange.delivery.errors.nameTooLong';
  if (!PHONE.test(phone)) errors.phone = 'exchange.delivery.errors.phone';
  if (address.length < 5) errors.address = 'exchange.delivery.errors.addressShort';
  else if (address.length > 200) errors.address = 'exchange.delivery.errors.addressTooLong';
  return errors;
}

/** What is sent: the fields trimmed. */
export const trimmedDelivery = (fields: DeliveryFields): DeliveryFields => ({
  name: fields.name.trim(),
  phone: fields.phone.trim(),
  address: fields.address.trim(),
});
