import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/api/errors';
import { BlankAvatar } from '../../../../shared/components/blank-avatar';
import { imageUrl } from '../../../../shared/api/image-url';
import { questQueries } from '../../api/queries/quest-queries';
import { PATHS } from '../../../../config/routes';
import { eventHref } from './event-card';
import { questHref } from './quest-card';
import type { Target } from './quest-filter';
import { useViewer } from '../../../../shared/hooks/use-viewer';

/** The platform has no such quest or event ('Data does not exist'). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusName === 'DataNotExist';
}

/** The quest's or event's detail, for its title on the quester page. */
export function useTargetTitle(target: Target): { title: string | undefined; isMissing: boolean } {
  const viewer = useViewer();
  const quest = useQuery({
    ...questQueries.detail(viewer, 'questId' in target ? target.questId : 0),
    enabled: 'questId' in target,
  });
  const event = useQuery({
    ...questQueries.majorEvent(viewer, 'eventId' in target ? target.eventId : 0),
    enabled: 'eventId' in target,
  });
  const found = 'questId' in target ? quest : event;
  return { title: found.data?.title, isMissing: isNotFound(found.error) };
}

/** The link back to the quest or event a quester or winner page is about. */
export function BackToTarget({ target }: { target: Target }) {
  const { t } = useTranslation();
  return 'questId' in target ? (
    <Link className="back-link" to={questHref(target.questId)}>
      {t('quests.questers.backToQuest')}
    </Link>
  ) : (
    <Link className="back-link" to={eventHref(target.eventId)}>
      {t('quests.questers.backToEvent')}
    </Link>
  );
}

/** A quester or winner page without exactly one valid `questId` or `eventId`. */
export function TargetNotFound({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <div className="page page--centered">
      <h1 className="page-title">{heading}</h1>
      <p className="muted">{t('quests.questers.notFound')}</p>
      <Link className="button button--primary" to={PATHS.QUESTS}>
        {t('quests.questers.backToQuests')}
      </Link>
    </div>
  );
}

/** A member's photo (always from the image host), or a blank avatar coloured by the name. */
export function Avatar({ name, avatar }: { name: string; avatar: string | null }) {
  return avatar ? (
    <img className="avatar" src={imageUrl(avatar)} alt="" width="40" height="40" loading="lazy" />
  ) : (
    <BlankAvatar className="avatar" seed={name} size={40} />
  );
}
