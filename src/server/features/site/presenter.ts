import { CONTACT_TEXTS, type TContactSent, type TNotice } from '../../../shared/site/site-contract.ts';

/**
 * What the site forms answer. Never a row: the sender learns that the message arrived, not what we
 * stored about it, and the newsletter answers carry no state at all.
 */
export const presentContactSent = (id: string): TContactSent => ({ id, message: CONTACT_TEXTS.sent });

export const presentNotice = (message: string): TNotice => ({ message });
