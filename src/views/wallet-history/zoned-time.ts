// A time as the spec's date format (YYYY-MM-DD HH:mm:ss, §9) on the member's own clock: the zone
// the server reads ranges in, which may differ from the browser's.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      // A zone this browser lacks: UTC, and the zone shown beside the time says which.
      made = formatterFor('UTC');
    }
    formatters.set(timeZone, made);
  }
  return made;
}

/** '2026-11-27T03:00:00.000Z' in Asia/Tokyo → '2026-11-27 12:00:00'; unreadable → ''. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) part[p.type] = p.value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
