// The member's chosen currency (the preferences machine) and the page's language: what every fiat
// figure of the wallet home is written in.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectCurrency } from '../../../../shared/machines/preferences.selectors';
import { fiatOf, type Fiat } from '../../../../money/fiat';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';

export function useFiat(): { currency: Fiat; locale: string } {
  const { preferences } = useAppActors();
  const currency = fiatOf(useSelector(preferences, selectCurrency));
  const { i18n } = useTranslation();
  return { currency, locale: i18n.language };
}
