import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach in production: this host, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique-local, multicast, reserved.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True for an address a production server may not fetch from; anything unparsable counts as refused. */
export function isRefusedAddress(address: string): boolean {
  const mapped = mappedIpv4.exec(address);
  if (mapped) return isRefusedAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) return refused.check(address, 'ipv6');
  return true;
}
