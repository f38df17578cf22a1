import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './screen-icons';

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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
let openCount = 0;

/**
 * A modal popup, rendered into <body> so no ancestor (a sticky, blurred header) can clip it: labelled
 * by its title, the page behind it inert, focus kept inside and given back on close, Esc and a tap on
 * the backdrop close it.
 */
export function Popup({
  title,
  onClose,
  children,
  placement = 'sheet',
  isBusy = false,
  hint,
}: PopupProps) {
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
    const app = document.getElementById('root');
    openCount += 1;
    if (app) app.inert = true;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openCount -= 1;
      if (app && openCount === 0) app.inert = false;
      previous?.focus?.();
    };
  }, []);

  return createPortal(
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
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={close}
            disabled={isBusy}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="popup__body">{children}</div>
      </div>
      {hint ? <p className="popup__hint">{hint}</p> : null}
    </div>,
    document.body,
  );
}

function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (
    event.shiftKey &&
    (document.activeElement === first || document.activeElement === container)
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
