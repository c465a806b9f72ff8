// The "source" that per-address limits count: an IPv4 address as it is, an IPv6 address by its /64 prefix.
// One IPv6 customer line or phone gets a whole /64 and can pick a new address from it for every request, so
// counting single IPv6 addresses would make every per-address limit free to get around.
import { isIPv6 } from 'node:net';

export function sourceAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, written out in lower case without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [address = ''] = ip.toLowerCase().split('%'); // without a zone id
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) takes two groups; it never reaches the /64 prefix, so count it only.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailLength).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) =>
    group.includes('.') ? group : String(parseInt(group, 16).toString(16)),
  );
}
