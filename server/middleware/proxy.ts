// Who may speak for a client through X-Forwarded-* (TRUST_PROXY, TRUST_PROXY_FROM), and the client
// address every per-address limit counts by (README "Sign-in throttling").
import net from 'node:net';
import type { Logger } from '../log/index.ts';
import type { AppContext } from '../types.ts';
import type { Next } from 'koa';

/** TRUST_PROXY_FROM's default: a proxy on this machine or on a private network (RFC 1918, IPv6
 * unique-local). A peer elsewhere on the internet that sends X-Forwarded-* is not believed. */
export const DEFAULT_PROXY_FROM = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
];

/** The headers only a trusted proxy may set: the client's address, scheme, host and request id. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-request-id'];

/** An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket shows one) as IPv4. */
function unmapped(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1]! : ip;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail converted). */
function ipv6Groups(ip: string): number[] {
  let s = ip.split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16));
}

/** The key a client address is counted by: an IPv4 address as it is; an IPv6 address by its /64
 * (`2001:db8:1:2::/64`), the block one subscriber line or host is given, so walking through the
 * addresses of one's own /64 is one address to the limits. Anything else (never from a socket) as it is. */
export function addressKey(ip: string): string {
  const plain = unmapped(ip.trim());
  if (net.isIPv6(plain)) {
    return `${ipv6Groups(plain)
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return plain;
}

/** A list of addresses and CIDR blocks (commas or spaces between), checked; throws naming `name`. */
export function parseAddressList(value: string, name: string): string[] {
  const entries = value.split(/[\s,]+/).filter(Boolean);
  if (!entries.length) throw new Error(`${name} must list at least one address or CIDR block.`);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined)
      throw new Error(`${name} must list IP addresses or CIDR blocks (e.g. 10.0.0.0/8, ::1), not "${entry}".`);
  }
  return entries;
}

function blockListOf(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Middleware, first in the chain when TRUST_PROXY is on: a request whose peer (the socket's other
 * end) is not one of TRUST_PROXY_FROM loses its X-Forwarded-* and X-Request-Id headers before anything
 * reads them, so only the configured proxy can name the client's address, scheme or host. Said once
 * in the log, where operators look. */
export function onlyFromProxies(entries: string[], log: Logger) {
  const proxies = blockListOf(entries);
  let warned = false;
  return async (ctx: AppContext, next: Next): Promise<void> => {
    const peer = unmapped(ctx.req.socket.remoteAddress ?? '');
    const type = net.isIPv4(peer) ? 'ipv4' : 'ipv6';
    if (!(net.isIP(peer) && proxies.check(peer, type)) && PROXY_HEADERS.some((h) => h in ctx.req.headers)) {
      for (const h of PROXY_HEADERS) delete ctx.req.headers[h];
      if (!warned) {
        warned = true;
        log.warn(
          { peer },
          'X-Forwarded-* from a peer outside TRUST_PROXY_FROM: ignored. If that peer is your proxy, add its ' +
            'address to TRUST_PROXY_FROM.',
        );
      }
    }
    await next();
  };
}
