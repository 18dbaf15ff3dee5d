import type { ConnectionPartner } from '../../lib/connections/connection-types';

/** The partner's name, or the catalog's fallback for a profile without one. */
export const partnerName = (other: ConnectionPartner, fallback: string) =>
  other.full_name?.trim() || fallback;

/** The avatar's fallback letter. */
export const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';

/** The small photo when there is one (lists, the chat header), else the full one. */
export const photoOf = (other: ConnectionPartner) => other.profile_photo_thumb_url ?? other.profile_photo_url;
