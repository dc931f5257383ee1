import { isLoopback, listeningAddresses, portOf } from '../support/listening-sockets';

/**
 * The SPA's server (Vite's dev server under `npm start`, its preview of the production build
 * here) serves the local shop and proxies its unauthenticated API: like the emulators, it must
 * be reachable from this machine only. Only this suite starts it.
 */
it('the web server listens on loopback only', () => {
  const addresses = listeningAddresses(portOf(process.env.TEST_WEB_URL));
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses)
    expect({ address, loopback: isLoopback(address) }).toEqual({ address, loopback: true });
});
