/**
 * The server says where to go after paying or giving up. Only a web address is followed: a
 * `javascript:` or `data:` value (a bug, a tampered answer) becomes the plans page instead.
 */
export function safeUrl(url: string, fallback = '/membership'): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : fallback;
  } catch {
    return fallback;
  }
}
