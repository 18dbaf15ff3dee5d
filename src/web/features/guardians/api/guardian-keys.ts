/**
 * The guardians area's query keys (issue 23 item 5). A member's own guardians and their access log live
 * under ['guardians']; what a guardian reads of a ward under ['guardian'] (never under ['me']: sign-out
 * keeps only that).
 */
export const MY_GUARDIANS_QUERY_KEY = ['guardians', 'mine'] as const;
export const GUARDIAN_ACCESS_QUERY_KEY = ['guardians', 'access'] as const;
export const guardianAccessKey = (page: number) => [...GUARDIAN_ACCESS_QUERY_KEY, page] as const;

export const GUARDIAN_QUERY_KEY = ['guardian'] as const;
export const WARDS_QUERY_KEY = ['guardian', 'wards'] as const;
export const invitationKey = (token: string) => ['guardian', 'invitation', token] as const;
export const wardKey = (memberId: string) => ['guardian', 'ward', memberId] as const;
export const wardConnectionsKey = (memberId: string) => [...wardKey(memberId), 'connections'] as const;
export const wardConnectionKey = (memberId: string, id: string) =>
  [...wardKey(memberId), 'connection', id] as const;
export const wardMessagesKey = (memberId: string, id: string) =>
  [...wardKey(memberId), 'messages', id] as const;
