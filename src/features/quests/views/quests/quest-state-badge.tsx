import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestState } from '../../api/schemas/quest';
import { base } from '../../../../shared/components/icons';

/** Each state's own shape, so the badge never tells states apart by colour alone. */
const STATE_ICONS: Record<QuestState, ReactNode> = {
  locked: (
    <svg {...base()}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  ),
  available: (
    <svg {...base()}>
      <circle cx="12" cy="12" r="9" />
      <path d="m10 8 6 4-6 4z" />
    </svg>
  ),
  inProgress: (
    <svg {...base()}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  ),
  claimable: (
    <svg {...base()}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  ),
  claimed: (
    <svg {...base()}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  ),
  expired: (
    <svg {...base()}>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </svg>
  ),
};

/** A quest's state for this member (decision 024): its own colour, shape and word. */
export function QuestStateBadge({ state }: { state: QuestState }) {
  const { t } = useTranslation();
  return (
    <span className={`quest-state quest-state--${state}`} data-state={state}>
      {STATE_ICONS[state]}
      {t(`quests.states.${state}`)}
    </span>
  );
}
