import { SEARCH_MAX_LENGTH } from '../../../shared/discovery/discovery-contract';

/** The search from a URL: trimmed and cut to what the server accepts, so a long shared link still works. */
export const searchFrom = (raw: string | null) => (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
