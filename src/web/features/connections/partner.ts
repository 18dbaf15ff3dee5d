import type { TConnectionPartner } from '../../../shared/connections/connection-contract';

/** The partner's name, or the catalog's fallback for a profile without one. */
export const partnerName = (other: TConnectionPartner, fallback: string) =>
  other.full_name?.trim() || fallback;

/** The small photo when there is one (lists, the chat header), else the full one. */
export const photoOf = (other: TConnectionPartner) =>
  other.profile_photo_thumb_url ?? other.profile_photo_url;
