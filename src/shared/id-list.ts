/** 'a, b,,a' -> ['a', 'b']: a comma-separated list of ids from a query string, trimmed, without blanks or repeats. */
export const splitIdList = (value: string): string[] => [
  ...new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];
