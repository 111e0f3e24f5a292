/**
 * Which address the links of a page, a preview, the sitemap or an email name, and which Host
 * headers the server answers at all (issue 17).
 *
 * A request's Host and X-Forwarded-Host are the client's to choose. Written into a page's
 * canonical link, og:url or og:image, or into sitemap.xml and robots.txt, a forged one would send
 * visitors, crawlers and link previews to another site, and a cache in front would keep that
 * answer for everyone. So:
 * - PUBLIC_URL, when set, is the only address links are made from;
 * - in production without PUBLIC_URL, links name http://localhost:PORT (what emails do too), and
 *   start-up says so loudly: nothing a client sends ever ends up in a link;
 * - elsewhere (development, tests) links name the request's own Host, which must then be one of
 *   ALLOWED_HOSTS (localhost and the like by default): any other answers 421, never reflected;
 * - X-Forwarded-Host is never read, whatever TRUST_PROXY says.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/** Names always allowed, on any port: the machine itself. */
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** HOST values that name every address rather than one. */
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]', '']);

type HostSettings = Pick<Config, 'ALLOWED_HOSTS' | 'HOST' | 'PUBLIC_URL'>;

/** HOST as it appears in a Host header: an IPv6 address in brackets. */
function asHostName(host: string): string {
  const name = host.toLowerCase();
  return name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
}

/**
 * The check of a Host header, or undefined when none is needed: PUBLIC_URL set and ALLOWED_HOSTS
 * not, since the Host is then never used. A request without Host (HTTP/1.0) passes: its links
 * name localhost.
 */
export function hostAllowList(config: HostSettings): ((host?: string) => boolean) | undefined {
  if (config.PUBLIC_URL && !config.ALLOWED_HOSTS) return undefined;
  const anyPort = new Set(LOCAL_NAMES);
  const exact = new Set<string>();
  if (!WILDCARD_ADDRESSES.has(config.HOST)) anyPort.add(asHostName(config.HOST));
  if (config.PUBLIC_URL) anyPort.add(new URL(config.PUBLIC_URL).hostname);
  for (const name of config.ALLOWED_HOSTS ?? []) {
    const colon = name.lastIndexOf(':');
    (colon > name.lastIndexOf(']') ? exact : anyPort).add(name);
  }
  return (host) => {
    if (host === undefined || anyPort.has(host) || exact.has(host)) return true;
    const name = host.toLowerCase();
    if (exact.has(name)) return true;
    const colon = name.lastIndexOf(':');
    if (colon <= name.lastIndexOf(']')) return anyPort.has(name);
    const port = name.slice(colon + 1);
    return /^\d{1,5}$/.test(port) && Number(port) <= 65_535 && anyPort.has(name.slice(0, colon));
  };
}

/** The names hostAllowList lets through, for the start-up warning. */
function allowedNames(config: HostSettings): string {
  const names = new Set(LOCAL_NAMES);
  if (!WILDCARD_ADDRESSES.has(config.HOST)) names.add(asHostName(config.HOST));
  for (const name of config.ALLOWED_HOSTS ?? []) names.add(name);
  return [...names].join(', ');
}

/**
 * The one line start-up logs at warn level in production without PUBLIC_URL: what does not work
 * and how to set it. Undefined when there is nothing to say.
 */
export function publicUrlWarning(
  config: HostSettings & Pick<Config, 'NODE_ENV' | 'PORT'>,
): string | undefined {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return undefined;
  return (
    `PUBLIC_URL is not set: the links in pages, link previews (og:url, og:image), sitemap.xml, ` +
    `robots.txt, shared store links and emails point at http://localhost:${config.PORT}, and only ` +
    `requests addressed to ${allowedNames(config)} are answered (421 for any other Host). ` +
    `Set PUBLIC_URL to the address people use, e.g. PUBLIC_URL=https://hanout.tn ` +
    `(and ALLOWED_HOSTS=hanout.tn,www.hanout.tn to answer other names too).`
  );
}

/**
 * Where the site is reached, for links written out in full: PUBLIC_URL when set; in production
 * without it, localhost (see the header); else the request's Host, which the allow-list checked.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const { NODE_ENV, PORT } = request.server.config;
  const local = `localhost:${PORT}`;
  if (NODE_ENV === 'production') return `http://${local}`;
  return `${request.protocol}://${request.headers.host ?? local}`;
}

/** Refuses, with 421 and the error body, a request whose Host the allow-list does not hold. */
export const hostPolicyPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const allows = hostAllowList(options.config);
  if (!allows) return;
  app.addHook('onRequest', (request, _reply, done) => {
    if (allows(request.headers.host)) done();
    else done(new AppError('MISDIRECTED', 'request.wrongHost'));
  });
});
