// The duration helper of docs/product/app.md: seconds (or minutes) as HH:MM:SS, or as days/hours/minutes in
// English or Chinese, or zero-padded.
export type DurationStyle = 'clock' | 'en' | 'zh' | 'padded';
export type DurationUnit = 'seconds' | 'minutes';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDuration(
  amount: number,
  unit: DurationUnit = 'seconds',
  style: DurationStyle = 'clock',
): string {
  const total =
    Number.isFinite(amount) && amount > 0
      ? Math.floor(unit === 'minutes' ? amount * 60 : amount)
      : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  switch (style) {
    case 'clock':
      return `${pad(days * 24 + hours)}:${pad(minutes)}:${pad(seconds)}`;
    case 'padded':
      return `${pad(days)}:${pad(hours)}:${pad(minutes)}`;
    case 'zh':
      return `${days}天${hours}小時${minutes}分`;
    case 'en':
      return `${days}d ${hours}h ${minutes}m`;
  }
}
