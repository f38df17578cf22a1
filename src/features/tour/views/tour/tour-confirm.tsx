import { useTranslation } from 'react-i18next';
import { Popup } from '../../../../shared/components/popup';

/** Spec §4's optional cancel confirmation: "Are you sure you want to stop the tour?" */
export function TourConfirm({
  onConfirm,
  onDismiss,
}: {
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup title={t('tour.confirm.title')} placement="center" onClose={onDismiss}>
      <p>{t('tour.confirm.question')}</p>
      <div className="tour-confirm__actions">
        <button type="button" className="button button--ghost" onClick={onDismiss}>
          {t('tour.confirm.no')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('tour.confirm.yes')}
        </button>
      </div>
    </Popup>
  );
}
