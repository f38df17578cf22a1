import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/routes';
import { DocumentText } from './document-text';
import { FAQ_GROUPS, type FaqGroup } from './document-content';
import { matchesSearch } from './faq-filter';
import { BackLink } from '../../../../shared/components/back-link';
import './documents.css';

const GROUPS = Object.keys(FAQ_GROUPS) as FaqGroup[];

/**
 * /faq: the questions members ask, grouped, each an accordion row (details/summary: the browser
 * gives it keyboard and screen-reader behaviour), with a search box that keeps the rows whose
 * question or answer holds every word typed. Readable signed out.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchId = useId();

  const groups = GROUPS.map((group) => ({
    group,
    title: t(`faq.groups.${group}`),
    items: FAQ_GROUPS[group]
      .map((item) => ({
        item,
        question: t(`faq.items.${item}.q`),
        answer: t(`faq.items.${item}.a`),
      }))
      .filter(({ question, answer }) => matchesSearch(search, question, answer)),
  })).filter(({ items }) => items.length > 0);
  const count = groups.reduce((sum, { items }) => sum + items.length, 0);
  const searching = search.trim() !== '';

  return (
    <div className="page document faq">
      <BackLink />
      <h1 className="page-title">{t('faq.heading')}</h1>
      <p className="muted">{t('faq.intro')}</p>
      <div role="search" className="faq__search field">
        <label htmlFor={searchId} className="field__label">
          {t('faq.searchLabel')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('faq.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="small muted" role="status">
        {searching ? t('faq.matches', { count }) : ''}
      </p>
      {groups.map(({ group, title, items }) => (
        <section key={group} className="faq__group" aria-labelledby={`faq-${group}`}>
          <h2 id={`faq-${group}`} className="section-title">
            {title}
          </h2>
          {items.map(({ item, question, answer }) => (
            <details key={item} className="faq__item" data-item={item}>
              <summary>{question}</summary>
              <div className="faq__answer">
                <DocumentText text={answer} />
              </div>
            </details>
          ))}
        </section>
      ))}
      {count === 0 ? (
        <div className="faq__empty">
          <p>{t('faq.noMatch')}</p>
          <button type="button" className="button button--ghost" onClick={() => setSearch('')}>
            {t('faq.clear')}
          </button>
        </div>
      ) : null}
      <nav className="document__links" aria-label={t('terms.related')}>
        <Link className="button button--ghost" to={PATHS.SUPPORT}>
          {t('terms.support')}
        </Link>
        <Link className="button button--ghost" to={PATHS.TERMS}>
          {t('terms.title')}
        </Link>
        <Link className="button button--ghost" to={PATHS.POLICY}>
          {t('policy.title')}
        </Link>
      </nav>
    </div>
  );
}

export { FaqPage as Component };
