import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../config/constants';
import { CURRENCY_CODES } from '../../config/labels';
import { selectCurrency } from '../../machines/preferences.selectors';
import { useAppActors } from '../hooks/app-actors-context';
import { ChoiceList } from './choice-list';
import { BackLink } from '../components/back-link';

export function CurrencyPage() {
  const { t } = useTranslation();
  const { preferences } = useAppActors();
  const currency = useSelector(preferences, selectCurrency);
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('currency.heading')}</h1>
      <ChoiceList
        label={t('currency.heading')}
        options={CURRENCIES.map((value) => ({ value, label: CURRENCY_CODES[value] }))}
        value={currency}
        onChoose={(value) => preferences.send({ type: 'currency.change', currency: value })}
      />
    </div>
  );
}

export { CurrencyPage as Component };
