import { isLoopback, listeningAddresses, portOf } from '../support/listening-sockets';

/**
 * Every service of the local stack must be reachable from this machine only: the emulators
 * have no authentication, so one listening on all interfaces would let anyone on the network
 * rewrite the local shop's data. The SPA's dev server, which only the browser suite starts, is
 * checked there.
 */
describe('the local stack listens on loopback only', () => {
  const services: Record<string, string | undefined> = {
    dynamodb: process.env.DYNAMODB_ENDPOINT,
    s3: process.env.S3_ENDPOINT,
    cognito: process.env.COGNITO_ENDPOINT,
    ses: process.env.SES_ENDPOINT,
    stripe: process.env.STRIPE_ENDPOINT,
    api: process.env.TEST_API_URL,
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
