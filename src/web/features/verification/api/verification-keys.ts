// Every cache key of the member's own verification (issue 23 item 3), in one place. Not under ['me']:
// a member's private data never is (sign-out keeps only that).

export const MY_VERIFICATION_KEY = ['verification', 'mine'] as const;
