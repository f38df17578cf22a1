// /explore/game: the explore area's game page lists the game's quests with the quest area's cards.
// Two areas meet here, in the composition root, so neither imports the other's views.
import { GameDetailPage } from '../../features/explore/views/explore/game-detail-page';
import { GameQuests } from '../../features/quests/views/quests/game-quests';

export function GameDetailScreen() {
  return <GameDetailPage QuestList={GameQuests} />;
}

export { GameDetailScreen as Component };
