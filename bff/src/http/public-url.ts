import type { Config } from '../config.ts';

/**
 * The absolute address of `path` (which starts with `/`, query included) on this installation, for links
 * that leave the browser, such as those in mail. It starts with PUBLIC_URL, never with anything a request
 * said, so a forged Host header cannot send a recipient elsewhere. Without PUBLIC_URL (development) it is
 * `http://localhost:<PORT>`.
 */
export function publicLink(config: Pick<Config, 'publicUrl' | 'port'>, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`publicLink needs a path starting with one "/", got "${path}"`);
  return `${config.publicUrl ?? `http://localhost:${config.port}`}${path}`;
}

/**
 * Whether a request naming `host` (a Host header value: `name` or `name:port`, IPv6 in brackets) is for
 * this installation. An allowed entry without a port accepts the name on any port; with one, only there.
 * Names compare without case and without a trailing dot.
 */
export function isAllowedHost(config: Pick<Config, 'allowedHosts'>, host: string): boolean {
  const requested = splitHost(host.trim().toLowerCase());
  if (!requested) return false;
  return config.allowedHosts.some((entry) => {
    const allowed = splitHost(entry);
    return !!allowed && allowed.name === requested.name && (allowed.port === null || allowed.port === requested.port);
  });
}

function splitHost(host: string): { name: string; port: string | null } | null {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return null;
  return { name: match[1].replace(/\.$/, ''), port: match[2] ?? null };
}
