import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

type PopupProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Bottom sheet on phones (default) or a centred card. */
  placement?: 'sheet' | 'center';
  /** While a call is in flight the popup stays open (logout waits for the server). */
  isBusy?: boolean;
  hint?: string;
};

/**
 * A modal popup: labelled by its title, focus moved in and given back on close, Esc and a tap on the
 * backdrop close it.
 */
export function Popup({ title, onClose, children, placement = 'sheet', isBusy = false, hint }: PopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = isBusy ? () => {} : onClose;
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="popup-backdrop" onClick={close} data-placement={placement}>
      <div
        ref={panel}
        className={`popup popup--${placement}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={isBusy}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="popup__head">
          <h2 id={titleId} className="popup__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={close} disabled={isBusy}>
            <CloseIcon />
          </button>
        </div>
        <div className="popup__body">{children}</div>
      </div>
      {hint ? <p className="popup__hint">{hint}</p> : null}
    </div>
  );
}
