import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../../config/routes';
import { formatDate } from '../../../../i18n/dates';
import { DocumentText } from './document-text';
import {
  DOCUMENT_VERSIONS,
  POLICY_SECTIONS,
  TERMS_SECTIONS,
  type DocumentName,
} from './document-content';
import { BackLink } from '../../../../shared/components/back-link';
import './documents.css';

/** Moves to a section and its heading (focus too, so a screen reader reads on from there). */
function goToSection(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * /terms and /policy: the terms of service and the privacy policy, readable by anyone (sign-up
 * links here in a new tab, so the form keeps what was typed). The pathname picks the document.
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name: DocumentName = pathname === PATHS.POLICY ? 'policy' : 'terms';
  const { version, updated } = DOCUMENT_VERSIONS[name];
  const sections =
    name === 'terms'
      ? TERMS_SECTIONS.map((id) => ({
          id,
          heading: t(`terms.sections.${id}.heading`),
          body: t(`terms.sections.${id}.body`),
        }))
      : POLICY_SECTIONS.map((id) => ({
          id,
          heading: t(`policy.sections.${id}.heading`),
          body: t(`policy.sections.${id}.body`),
        }));
  const anchor = (id: string) => `${name}-${id}`;
  const other = name === 'terms' ? 'policy' : 'terms';

  return (
    <article className="page document" aria-labelledby="document-title">
      <BackLink />
      <h1 id="document-title" className="page-title">
        {t(`${name}.title`)}
      </h1>
      <p className="document__meta small muted">
        {t('terms.meta', { version, date: formatDate(updated) })}
      </p>
      <DocumentText text={t(`${name}.intro`)} />
      <nav className="document__toc" aria-labelledby="document-toc">
        <h2 id="document-toc" className="section-title">
          {t('terms.contents')}
        </h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${anchor(section.id)}`}
                onClick={(event) => {
                  event.preventDefault();
                  goToSection(anchor(section.id));
                }}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} className="document__section">
          <h2 id={anchor(section.id)} className="section-title" tabIndex={-1}>
            {section.heading}
          </h2>
          <DocumentText text={section.body} />
        </section>
      ))}
      <nav className="document__links" aria-label={t('terms.related')}>
        <Link className="button button--ghost" to={PATHS[other === 'terms' ? 'TERMS' : 'POLICY']}>
          {t(`${other}.title`)}
        </Link>
        <Link className="button button--ghost" to={PATHS.FAQ}>
          {t('faq.heading')}
        </Link>
        <Link className="button button--ghost" to={PATHS.SUPPORT}>
          {t('terms.support')}
        </Link>
        <Link className="button button--ghost" to={PATHS.HOME}>
          {t('terms.home')}
        </Link>
      </nav>
    </article>
  );
}

export { DocumentPage as Component };
