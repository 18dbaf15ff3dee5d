import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/ui/page-hero';
import { LegalContact } from './legal-contact';
import { JoinCta } from '../components/join-cta';

export type LegalSection = { id: string; title: string; body?: string[]; items?: string[]; after?: string[] };

type LegalDocumentProps = { eyebrow: string; title: string; intro: string; sections: LegalSection[] };

/**
 * A policy page: the title and 'Last updated' line, a table of contents of anchor links, then one
 * <section> with an <h2> per heading. The section whose id is "contact" also gets the contact details.
 */
export function LegalDocument({ eyebrow, title, intro, sections }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  return (
    <div className="flex flex-col gap-12 pb-16 sm:gap-16 sm:pb-20">
      <PageHero eyebrow={eyebrow} title={title}>
        <p className="text-sm font-medium text-foreground">{t('updated')}</p>
        <p>{intro}</p>
      </PageHero>

      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="legal-toc"
          className="self-start rounded-lg border border-border bg-card p-5 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('tocLabel')}
          </h2>
          <ol className="mt-3 grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-2 py-1.5 text-foreground/80 outline-none hover:bg-muted hover:text-primary-strong focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="grid max-w-3xl gap-10">
          {sections.map((section) => (
            <Section key={section.id} section={section}>
              {section.id === 'contact' ? <LegalContact /> : null}
            </Section>
          ))}
        </article>
      </div>

      <JoinCta
        title={t('cta.title')}
        text={t('cta.text')}
        joinLabel={t('cta.join')}
        secondary={{ to: '/faq', label: t('cta.faq') }}
      />
    </div>
  );
}

function Section({ section, children }: { section: LegalSection; children?: ReactNode }) {
  const headingId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="grid scroll-mt-24 gap-3">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-primary-strong">
        {section.title}
      </h2>
      {section.body?.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-foreground/85">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="grid list-disc gap-2 ps-6 leading-relaxed text-foreground/85 marker:text-primary">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-foreground/85">
          {paragraph}
        </p>
      ))}
      {children}
    </section>
  );
}
