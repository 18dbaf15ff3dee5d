import type { Config } from '../config.ts';

export type SiteConfig = Pick<Config, 'publicUrl' | 'publicUrlSet' | 'trustProxy'>;

type HeaderReader = (name: string) => string | null | undefined;

/**
 * The origin a browser names when it sends a request from a page of the address the request went to
 * (its Host). Behind a proxy we were told about, the proxy's X-Forwarded-Proto gives the scheme.
 */
export function addressedOrigin(url: string, header: HeaderReader, trustProxy: boolean): string | undefined {
  try {
    const target = new URL(url);
    const host = header('host') ?? target.host;
    const forwarded = trustProxy ? header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : target.protocol.slice(0, -1);
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * With PUBLIC_URL set, it is the one origin of the site. Without it (a local run), the site is wherever
 * it was opened: http://127.0.0.1:3000 as well as the printed http://localhost:3000. That cannot help a
 * forger: a foreign page's Origin names the foreign site, never the address its request is sent to.
 */
export function acceptedOrigins(config: SiteConfig, addressed: string | undefined): string[] {
  if (config.publicUrlSet || !addressed || addressed === config.publicUrl) return [config.publicUrl];
  return [config.publicUrl, addressed];
}

export function isSameSite(
  origin: string | null | undefined,
  config: SiteConfig,
  addressed: string | undefined,
): boolean {
  return typeof origin === 'string' && acceptedOrigins(config, addressed).includes(origin);
}

/** The same answers for a fetch Request (better-auth hands us those). */
export function acceptedOriginsOf(config: SiteConfig, request: Request | undefined): string[] {
  if (!request) return [config.publicUrl];
  const addressed = addressedOrigin(request.url, (name) => request.headers.get(name), config.trustProxy);
  return acceptedOrigins(config, addressed);
}
