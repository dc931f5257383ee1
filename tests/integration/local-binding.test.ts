import { readFileSync } from 'node:fs';

/**
 * Every service of the local stack must be reachable from this machine only: the emulators
 * have no authentication, so one listening on all interfaces would let anyone on the network
 * rewrite the local shop's data. The kernel's socket tables say which address each listening
 * port is bound to, whatever interfaces this machine has.
 */
const LISTEN = '0A';

/** `0100007F` (IPv4, little-endian) or the IPv6 form, as /proc/net/tcp{,6} write them. */
function isLoopback(hexAddress: string): boolean {
  if (hexAddress.length === 8) return hexAddress.endsWith('7F');
  const v4Mapped = /^0{16}FFFF0{4}([0-9A-F]{8})$/.exec(hexAddress);
  if (v4Mapped?.[1]) return v4Mapped[1].endsWith('7F');
  return hexAddress === '00000000000000000000000001000000';
}

function listeningAddresses(port: number): string[] {
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

function portOf(url: string | undefined): number {
  return Number(new URL(url ?? 'http://invalid').port);
}

describe('the local stack listens on loopback only', () => {
  const services: Record<string, string | undefined> = {
    dynamodb: process.env.DYNAMODB_ENDPOINT,
    s3: process.env.S3_ENDPOINT,
    cognito: process.env.COGNITO_ENDPOINT,
    ses: process.env.SES_ENDPOINT,
    stripe: process.env.STRIPE_ENDPOINT,
    api: process.env.TEST_API_URL,
    web: process.env.TEST_WEB_URL,
  };

  it.each(Object.entries(services))('%s', (_name, url) => {
    const addresses = listeningAddresses(portOf(url));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses)
      expect({ address, loopback: isLoopback(address) }).toEqual({
        address,
        loopback: true,
      });
  });

  it('reads the kernel tables right', () => {
    expect(isLoopback('0100007F')).toBe(true);
    expect(isLoopback('00000000')).toBe(false);
    expect(isLoopback('0000000000000000FFFF00000100007F')).toBe(true);
    expect(isLoopback('00000000000000000000000000000000')).toBe(false);
    expect(isLoopback('00000000000000000000000001000000')).toBe(true);
  });
});
