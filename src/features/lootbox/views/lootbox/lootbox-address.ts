// The /lootbox address: `?box=<id>&open=1` brings a member back from sign-in to the box they asked
// to open (the confirmation shows again; nothing is charged without it).
import { PATHS } from '../../../../config/routes';

export const lootboxAddress = {
  list: () => PATHS.LOOTBOX,
  openIntent: (boxId: number) => `${PATHS.LOOTBOX}?box=${boxId}&open=1`,
};

/** The box asked to open on arrival, or null. */
export function openIntentIn(search: string): number | null {
  const params = new URLSearchParams(search);
  const box = Number(params.get('box'));
  return params.get('open') === '1' && Number.isInteger(box) && box > 0 ? box : null;
}
