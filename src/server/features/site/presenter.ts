import { CONTACT_TEXTS } from '../../../shared/site/contact-schema.ts';

/**
 * What the site forms answer. Never a row: the sender learns that the message arrived, not what we
 * stored about it, and the newsletter answers carry no state at all.
 */
export const presentContactSent = (id: string) => ({ id, message: CONTACT_TEXTS.sent });

export const presentNotice = (message: string) => ({ message });
