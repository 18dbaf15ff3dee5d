import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CMS_ROUTE_IDS } from '../../shared/site/prerender';
import { loadNamespace, type CatalogLoaders } from '../lib/i18n';
import { lazyPage } from './lazy-page';

/**
 * The public site's pages (spec §2 "Public pages"): each its own chunk and catalog, so a visitor's
 * first download holds none of them but the one they asked for, and no member screen at all.
 */
const catalog = (load: CatalogLoaders['en']): CatalogLoaders => ({ en: load });

const about = catalog(() => import('../features/site/i18n/about/en.json'));
const howItWorks = catalog(() => import('../features/site/i18n/howItWorks/en.json'));
const stories = catalog(() => import('../features/site/i18n/stories/en.json'));
const contact = catalog(() => import('../features/site/i18n/contact/en.json'));
const legal = catalog(() => import('../features/site/i18n/legal/en.json'));
const faq = catalog(() => import('../features/site/i18n/faq/en.json'));
const newsletter = catalog(() => import('../features/site/i18n/newsletter/en.json'));

const blog = catalog(() => import('../features/cms/blog/i18n/en.json'));
const errors = catalog(() => import('../features/errors/i18n/en.json'));

type WithNotFound = ComponentType<{ NotFound: ComponentType }>;

/** A blog or CMS page with the site's 404 page for a slug that has no content (spec §2). */
async function cmsPage(load: () => Promise<WithNotFound>) {
  const [Page, NotFound] = await Promise.all([
    load(),
    import('../features/errors/not-found-page').then((module) => module.NotFoundPage),
    loadNamespace('blog', blog),
    loadNamespace('errors', errors),
  ]);
  return { Component: () => <Page NotFound={NotFound} /> };
}

/**
 * The site's contact form for a CMS page in the 'contact' template (a feature never imports another, so
 * the app hands it over). Its code (52 KB gz with the form library) downloads only for such a page, in
 * its own boundary on both sides: the server waits for it (prerender.tsx renders every part), the
 * loader preloads it for that template (web-host/public-page-chunks.ts), and hydration keeps the
 * server's form until the code is in.
 */
const LazyContactFormCard = lazy(async () => {
  const [{ ContactFormCard }] = await Promise.all([
    import('../features/site/contact/contact-form-card'),
    loadNamespace('contact', contact),
  ]);
  return { default: ContactFormCard };
});

const contactForm = (
  <Suspense fallback={null}>
    <LazyContactFormCard />
  </Suspense>
);

async function loadCmsPublicPage(): Promise<WithNotFound> {
  const { CmsPublicPage } = await import('../features/cms/blog/cms-public-page');
  return function CmsPageWithContactForm(props) {
    return <CmsPublicPage {...props} contactForm={contactForm} />;
  };
}

/** The public blog and CMS pages (issue 22): ids the prerender module reads (shared/site/prerender.ts). */
export const cmsRoutes: RouteObject[] = [
  {
    id: CMS_ROUTE_IDS.blog,
    path: 'blog',
    lazy: () => lazyPage('blog', blog, async () => (await import('../features/cms/blog/blog-page')).BlogPage),
  },
  {
    id: CMS_ROUTE_IDS.post,
    path: 'blog/:slug',
    lazy: () => cmsPage(async () => (await import('../features/cms/blog/blog-post-page')).BlogPostPage),
  },
  {
    // Ranked below every fixed path (React Router prefers static segments), above '*'.
    id: CMS_ROUTE_IDS.page,
    path: ':slug',
    lazy: () => cmsPage(loadCmsPublicPage),
  },
];

export const landingCatalogs = catalog(() => import('../features/site/i18n/landing/en.json'));
export const footerCatalogs = catalog(() => import('../features/site/i18n/footer/en.json'));

/** The footer sits below the fold on every standard page: it downloads after the page itself. */
export async function loadSiteFooter() {
  const [module] = await Promise.all([
    import('../features/site/footer/site-footer'),
    loadNamespace('footer', footerCatalogs),
  ]);
  return module.SiteFooter;
}

export const siteRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: () =>
      lazyPage('about', about, async () => (await import('../features/site/about/about-page')).AboutPage),
  },
  {
    path: 'how-it-works',
    lazy: () =>
      lazyPage('howItWorks', howItWorks, async () => {
        return (await import('../features/site/how-it-works/how-it-works-page')).HowItWorksPage;
      }),
  },
  {
    path: 'success-stories',
    lazy: () =>
      lazyPage('stories', stories, async () => {
        return (await import('../features/site/success-stories/success-stories-page')).SuccessStoriesPage;
      }),
  },
  {
    path: 'contact',
    lazy: () =>
      lazyPage(
        'contact',
        contact,
        async () => (await import('../features/site/contact/contact-page')).ContactPage,
      ),
  },
  {
    path: 'privacy',
    lazy: () =>
      lazyPage('legal', legal, async () => (await import('../features/site/legal/privacy-page')).PrivacyPage),
  },
  {
    path: 'terms',
    lazy: () =>
      lazyPage('legal', legal, async () => (await import('../features/site/legal/terms-page')).TermsPage),
  },
  {
    path: 'faq',
    lazy: () => lazyPage('faq', faq, async () => (await import('../features/site/faq/faq-page')).FaqPage),
  },
  {
    path: 'newsletter/confirm',
    lazy: () =>
      lazyPage('newsletter', newsletter, async () => {
        return (await import('../features/site/newsletter/newsletter-confirm-page')).NewsletterConfirmPage;
      }),
  },
  {
    path: 'newsletter/unsubscribe',
    lazy: () =>
      lazyPage('newsletter', newsletter, async () => {
        return (await import('../features/site/newsletter/newsletter-unsubscribe-page'))
          .NewsletterUnsubscribePage;
      }),
  },
];
