import { createRouter } from '../../http/router.ts';
import { contactRoutes } from './contact-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';

/** The public site's forms (spec §2 Contact, footer 'Stay Updated'): open to visitors and members. */
export function siteRoutes() {
  const app = createRouter();
  app.route('/', contactRoutes());
  app.route('/', newsletterRoutes());
  return app;
}
