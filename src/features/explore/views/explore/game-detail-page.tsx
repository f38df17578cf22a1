import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { imageUrl } from '../../../../shared/api/image-url';
import { exploreQueries } from '../../api/queries/explore-queries';
import { hasStatus } from '../../../../shared/api/refusals';
import type { GameDetail } from '../../api/schemas/explore';
import type { QuestSummary } from '../../../quests/api/schemas/quest';
import { formatNumber } from '../../../../i18n/format';
import { selectLang } from '../../../../shared/machines/preferences.selectors';
import { selectUid } from '../../../../shared/machines/session.selectors';
import { useAppActors } from '../../../../shared/hooks/app-actors-context';
import { OpenInApp } from '../../../../shared/components/open-in-app';
import { LoadFailed, NotFound, Pending, Rating, idOfSearch } from './explore-kit';
import { useTextArea } from '../../../../shared/hooks/use-text-area';
import { BackLink } from '../../../../shared/components/back-link';

/**
 * The game's quests as the quest area draws its cards; src/app/screens/game-detail.tsx hands them
 * in, so the explore area needs none of the quest area's views.
 */
export type QuestList = ComponentType<{ quests: QuestSummary[]; isVisitor: boolean }>;

/** /explore/game?id=N: the game's page. A bad or unknown id says so, with a way back. */
export function GameDetailPage({ QuestList }: { QuestList: QuestList }) {
  const id = idOfSearch(useLocation().search);
  if (id === null) return <NotFound messageKey="game.notFound" />;
  return <GameScreen key={id} gameId={id} QuestList={QuestList} />;
}

function GameScreen({ gameId, QuestList }: { gameId: number; QuestList: QuestList }) {
  const { session, preferences } = useAppActors();
  const uid = useSelector(session, selectUid) ?? '';
  const lang = useSelector(preferences, selectLang);
  // Signed out meanwhile (a session ended), the page stays while it is read as a visitor's.
  const game = useQuery({
    ...exploreQueries.game({ uid, lang }, gameId),
    placeholderData: (previous) => previous,
  });
  if (game.isPending)
    return (
      <div className="page">
        <BackLink />
        <Pending isPaused={game.isPaused} loadingKey="game.loading" />
      </div>
    );
  if (game.isError && !game.data) {
    if (hasStatus(game.error, ['GameNotExist'])) return <NotFound messageKey="game.notFound" />;
    return (
      <div className="page">
        <BackLink />
        <LoadFailed
          headingKey="game.loadFailed"
          error={game.error}
          onRetry={() => void game.refetch()}
        />
      </div>
    );
  }
  return <GameContent game={game.data!} isVisitor={uid === ''} QuestList={QuestList} />;
}

function GameContent({
  game,
  isVisitor,
  QuestList,
}: {
  game: GameDetail;
  isVisitor: boolean;
  QuestList: QuestList;
}) {
  const { t } = useTranslation();
  const questTexts = useTextArea('quests');
  return (
    <article className="page game-page">
      <BackLink />
      <img
        className="game-page__hero"
        src={imageUrl(game.icon)}
        alt=""
        width="390"
        height="195"
        fetchPriority="high"
      />
      <h1 className="page-title">{game.name}</h1>
      <ul className="game-page__genres" aria-label={t('game.genres')}>
        {game.genres.map((genre) => (
          <li key={genre.slug} className="tag">
            {genre.name}
          </li>
        ))}
      </ul>
      <div className="game-page__facts">
        <Rating rating={game.rating} reviewCount={game.reviewCount} />
        <span className="muted">
          {t('game.downloads', { formatted: formatNumber(game.downloads) })}
        </span>
        <span className="muted">{t('game.released', { date: game.releasedAt })}</span>
      </div>
      <OpenInApp deepLink={game.deepLink} />
      <section className="detail-section" aria-labelledby="game-about">
        <h2 id="game-about" className="section-title">
          {t('game.about')}
        </h2>
        <p className="game-page__about">{game.about}</p>
      </section>
      {game.social.length > 0 ? (
        <section aria-labelledby="game-social">
          <h2 id="game-social" className="section-title">
            {t('game.social')}
          </h2>
          <ul className="game-page__social">
            {game.social.map((link) => (
              <li key={link.kind}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {t(`game.socialKind.${link.kind}`)}
                  <span className="visually-hidden"> {t('game.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="game-quests">
        <h2 id="game-quests" className="section-title">
          {t('game.quests')}
        </h2>
        {questTexts ? (
          <QuestList quests={game.quests} isVisitor={isVisitor} />
        ) : (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        )}
      </section>
    </article>
  );
}
