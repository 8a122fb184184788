import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Where webhooks may go (server-side request forgery): an endpoint's URL names a host the service
 * connects to, so an integrator must not reach the service's own network through it. Checked at
 * registration (the URL's form) and at delivery (the addresses the host resolves to, checked in
 * the connection's own lookup, so a name cannot resolve to one address for the check and another
 * for the request).
 */

export const MAX_URL_LENGTH = 2048;

/** Why a URL cannot be registered; undefined: it can. */
export function urlProblem(text: string): string | undefined {
  if (text.length > MAX_URL_LENGTH) return `must be at most ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http or https URL';
  if (url.username || url.password) return 'must not contain credentials';
  if (!url.hostname) return 'must name a host';
  return undefined;
}

/** Never reachable, whatever the configuration: link-local (cloud metadata lives there) and metadata addresses. */
const ALWAYS_REFUSED = new net.BlockList();
ALWAYS_REFUSED.addSubnet('169.254.0.0', 16, 'ipv4');
ALWAYS_REFUSED.addAddress('100.100.100.200', 'ipv4');
ALWAYS_REFUSED.addSubnet('0.0.0.0', 8, 'ipv4');
ALWAYS_REFUSED.addSubnet('224.0.0.0', 3, 'ipv4');
ALWAYS_REFUSED.addSubnet('fe80::', 10, 'ipv6');
ALWAYS_REFUSED.addAddress('fd00:ec2::254', 'ipv6');
ALWAYS_REFUSED.addAddress('::', 'ipv6');
ALWAYS_REFUSED.addSubnet('ff00::', 8, 'ipv6');

/** Private and loopback ranges: refused unless WEBHOOK_ALLOW_PRIVATE or the host is allow-listed. */
const PRIVATE = new net.BlockList();
for (const [address, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['100.64.0.0', 10],
  ['198.18.0.0', 15],
] as const)
  PRIVATE.addSubnet(address, prefix, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

export interface AddressRules {
  allowPrivate: boolean;
  allowHosts: string[];
}

/** An IPv4 address mapped into IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: net.isIPv6(address) ? 'ipv6' : 'ipv4' };
}

/** Why the service refuses to connect to `address` for `host`; undefined: allowed. */
export function addressProblem(host: string, address: string, rules: AddressRules): string | undefined {
  const { address: ip, family } = unmapped(address);
  if (ALWAYS_REFUSED.check(ip, family)) return `${host} resolves to ${address}, a link-local, metadata or reserved address`;
  const allowed = rules.allowPrivate || rules.allowHosts.includes(host.toLowerCase());
  if (!allowed && PRIVATE.check(ip, family)) return `${host} resolves to ${address}, a private or loopback address`;
  return undefined;
}

/** A refusal of the address rules: the delivery fails for good, no request is made. */
export class RefusedAddress extends Error {}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * A DNS lookup for the connection that refuses what the rules forbid: every address the name
 * resolves to must be allowed (one bad address refuses the host).
 */
export function checkedLookup(rules: AddressRules): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses;
      for (const { address } of list) {
        const problem = addressProblem(hostname, address, rules);
        if (problem) return callback(new RefusedAddress(problem), '', 0);
      }
      if (list.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
