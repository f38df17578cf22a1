import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../../config/constants';
import { CURRENCY_CODES } from '../../../../config/labels';
import { selectCurrency } from '../../../../shared/machines/preferences.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { ChoiceList } from './choice-list';
import { BackLink } from '../../../../shared/components/back-link';

export function CurrencyPage() {
  const { t, i18n } = useTranslation();
  // The code alone says little to a member who does not know it: its name in the screen's language.
  const names = new Intl.DisplayNames([i18n.language], { type: 'currency' });
  const { preferences } = useAppActors();
  const currency = useSelector(preferences, selectCurrency);
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('currency.heading')}</h1>
      <ChoiceList
        label={t('currency.heading')}
        options={CURRENCIES.map((value) => ({
          value,
          label: CURRENCY_CODES[value],
          detail: names.of(CURRENCY_CODES[value]),
        }))}
        value={currency}
        onChoose={(value) => preferences.send({ type: 'currency.change', currency: value })}
      />
    </div>
  );
}

export { CurrencyPage as Component };
