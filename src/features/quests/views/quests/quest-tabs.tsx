import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../../../config/routes';

/** Quests | Major events, at the top of both lists: links, the open one aria-current="page". */
export function QuestTabs() {
  const { t } = useTranslation();
  return (
    <nav className="quest-tabs" aria-label={t('quests.list.tabs')}>
      <NavLink className="quest-tabs__tab" to={PATHS.QUESTS} end>
        {t('quests.list.tabQuests')}
      </NavLink>
      <NavLink className="quest-tabs__tab" to={PATHS.QUESTS_MAJOR} end>
        {t('quests.list.tabMajor')}
      </NavLink>
    </nav>
  );
}
