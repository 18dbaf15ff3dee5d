import { i18n, loadNamespace } from '../../lib/i18n';
import common from './en.json';

// The shell's catalog is tiny and needed on every screen, so it ships in the initial bundle
// (added synchronously), and is registered like any other namespace for later language switches.
i18n.addResourceBundle('en', 'common', common, true, true);
void loadNamespace('common', { en: async () => ({ default: common }) });
