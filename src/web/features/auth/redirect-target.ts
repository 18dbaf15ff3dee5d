/** Where to go after signing in: the guarded page the member was sent away from, else '/'. */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('redirect' in state)) return '/';
  const target = state.redirect;
  // Same-origin paths only: '//host' and '/\host' would leave the site.
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  ) {
    return '/';
  }
  if (target.startsWith('/auth')) return '/';
  return target;
}
