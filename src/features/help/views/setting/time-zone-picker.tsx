import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone, zoneName } from '../../../../i18n/zoned-time';
import { matchZones, offsetOf } from './time-zones';

const SHOWN_MAX = 30;

/** The current zone, a search over every zone the browser knows, and the device's zone as a shortcut. */
export function TimeZonePicker({
  current,
  isBusy,
  onChoose,
}: {
  current: string;
  isBusy: boolean;
  onChoose: (zone: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const matches = useMemo(() => matchZones(query, undefined, language), [query, language]);
  const device = deviceTimeZone();
  const choose = (zone: string) => {
    if (isBusy || zone === current) return;
    onChoose(zone);
  };
  return (
    <section className="setting-section" aria-labelledby={`${searchId}-heading`}>
      <h2 className="section-title" id={`${searchId}-heading`}>
        {t('setting.timeZone.heading')}
      </h2>
      <p className="muted">{t('setting.timeZone.hint')}</p>
      <p className="setting-current">
        <span className="muted">{t('setting.timeZone.current')}</span>
        {zoneName(current, language) ? <strong>{zoneName(current, language)}</strong> : null}
        {/* The IANA id is the zone's identity (what Settings stores), not words to translate. */}
        <strong
          data-testid="current-time-zone"
          translate="no"
          hidden={!!zoneName(current, language)}
        >
          {current}
        </strong>
        <span className="muted">{offsetOf(current)}</span>
      </p>
      {device && device !== current ? (
        <button
          type="button"
          className="button button--ghost button--block"
          aria-disabled={isBusy}
          onClick={() => choose(device)}
        >
          {t('setting.timeZone.useDevice', { zone: zoneName(device, language) ?? device })}
        </button>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          {t('setting.timeZone.search')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          autoComplete="off"
          maxLength={64}
          value={query}
          placeholder={t('setting.timeZone.searchHint')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {query.trim() !== '' && matches.length === 0 ? (
        <p className="muted" role="status">
          {t('setting.timeZone.noMatch', { query: query.trim() })}
        </p>
      ) : null}
      {matches.length > 0 ? (
        <>
          <ul className="setting-zones" aria-label={t('setting.timeZone.results')}>
            {matches.slice(0, SHOWN_MAX).map((zone) => (
              <li key={zone}>
                <button
                  type="button"
                  className="setting-zone"
                  aria-pressed={zone === current}
                  aria-disabled={isBusy}
                  onClick={() => choose(zone)}
                >
                  <span>
                    {zoneName(zone, language) ?? zone}
                    {zoneName(zone, language) ? (
                      <span className="muted small" translate="no">
                        {' '}
                        {zone}
                      </span>
                    ) : null}
                  </span>
                  <span className="muted">{offsetOf(zone)}</span>
                </button>
              </li>
            ))}
          </ul>
          {matches.length > SHOWN_MAX ? (
            <p className="muted small">
              {t('setting.timeZone.more', { shown: SHOWN_MAX, total: matches.length })}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
