import dayjs from 'dayjs';
import { DATE_FORMATS } from '../config/constants';

export type DateFormat = keyof typeof DATE_FORMATS;

/** The three formats of docs/product/app.md; an unreadable date shows as an empty string, never "Invalid Date". */
export function formatDate(value: string | number | Date, format: DateFormat = 'DATE'): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : '';
}
