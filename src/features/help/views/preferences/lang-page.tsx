import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../config/constants';
import { LANGUAGE_NAMES } from '../../../../config/labels';
import { selectLang, selectPendingLang } from '../../../../shared/machines/preferences.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { ChoiceList } from './choice-list';
import { BackLink } from '../../../../shared/components/back-link';

export function LangPage() {
  const { t } = useTranslation();
  const { preferences } = useAppActors();
  const lang = useSelector(preferences, selectLang);
  const pending = useSelector(preferences, selectPendingLang);
  return (
    <div className="page">
      <BackLink />
      <h1 className="page-title">{t('lang.heading')}</h1>
      <ChoiceList
        label={t('lang.heading')}
        options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value], lang: value }))}
        value={lang}
        pending={pending}
        onChoose={(value) => preferences.send({ type: 'lang.change', lang: value })}
      />
    </div>
  );
}

export { LangPage as Component };
