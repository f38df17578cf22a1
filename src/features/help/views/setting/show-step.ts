// "Show the guided tour again" also marks the stored login (docs/product/help.md loginInfo.showStep), which the
// tour (issue 16) reads on Home; the platform's copy (member_settings.show_step) follows the member
// to other devices.
import { persistence } from '../../../../shared/machines/persistence';

export function markShowStep(): void {
  const info = persistence.readLoginInfo();
  if (info) persistence.writeLoginInfo({ ...info, showStep: true });
}
