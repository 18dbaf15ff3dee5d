/** PostgreSQL text cannot hold U+0000; refusing it in a schema keeps it a 400 instead of a database error. */
export const withoutNul = (value: string): boolean => !value.includes('\u0000');
