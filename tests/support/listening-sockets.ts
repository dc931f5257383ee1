import { readFileSync } from 'node:fs';

/**
 * Which addresses a local port listens on, from the kernel's socket tables: whatever
 * interfaces this machine has, they say whether a service is reachable from elsewhere.
 */
const LISTEN = '0A';

/** `0100007F` (IPv4, little-endian) or the IPv6 form, as /proc/net/tcp{,6} write them. */
export function isLoopback(hexAddress: string): boolean {
  if (hexAddress.length === 8) return hexAddress.endsWith('7F');
  const v4Mapped = /^0{16}FFFF0{4}([0-9A-F]{8})$/.exec(hexAddress);
  if (v4Mapped?.[1]) return v4Mapped[1].endsWith('7F');
  return hexAddress === '00000000000000000000000001000000';
}

export function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, hexPort] = (local ?? '').split(':');
      if (state === LISTEN && address && parseInt(hexPort ?? '', 16) === port) {
        addresses.push(address);
      }
    }
  }
  return addresses;
}

export function portOf(url: string | undefined): number {
  return Number(new URL(url ?? 'http://invalid').port);
}
