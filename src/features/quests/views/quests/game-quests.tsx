import { useTranslation } from 'react-i18next';
import type { QuestSummary } from '../../api/schemas/quest';
import { QuestCard } from './quest-card';
import { useScreenZone } from '../../../../shared/hooks/use-screen-zone';

/**
 * The game's quests as the quest list shows them, each card opening its quest. Shown once the
 * quests text area (the cards speak it) is ready.
 */
export function GameQuests({ quests, isVisitor }: { quests: QuestSummary[]; isVisitor: boolean }) {
  const { t } = useTranslation();
  const zone = useScreenZone();
  if (quests.length === 0) return <p className="muted">{t('game.noQuests')}</p>;
  return (
    <ul className="game-page__quests">
      {quests.map((quest) => (
        <li key={quest.id}>
          <QuestCard quest={quest} isVisitor={isVisitor} timeZone={zone} />
        </li>
      ))}
    </ul>
  );
}
