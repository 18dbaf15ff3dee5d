import { ApiError, NETWORK_ERROR } from './api-client';
import { i18n } from './i18n';

/** The server's message when there is one (the spec shows it verbatim), else a translated fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR) return i18n.t('errors.network');
    if (error.message !== '') return error.message;
  }
  return i18n.t('errors.unknown');
}
