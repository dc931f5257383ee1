import { UsageError, parseSmokeOptions } from '../../../scripts/smoke/options';

const ENV = { SMOKE_EMAIL: 'tester@shop.test', SMOKE_PASSWORD: 'secret' };

describe('parseSmokeOptions', () => {
  it('takes the site from --url, the e-mail from --email or SMOKE_EMAIL', () => {
    const target = parseSmokeOptions(['--url', 'https://shop.test/anything'], ENV);
    expect(target).toEqual({
      site: new URL('https://shop.test/'),
      email: 'tester@shop.test',
      password: 'secret',
      local: false,
    });
    expect(
      parseSmokeOptions(['--url=https://shop.test', '--email', 'qa@shop.test'], ENV).email,
    ).toBe('qa@shop.test');
  });

  it('treats a loopback host as the local stack', () => {
    expect(parseSmokeOptions(['--url', 'http://localhost:3000'], ENV).local).toBe(true);
    expect(parseSmokeOptions(['--url', 'http://127.0.0.1:3000'], ENV).local).toBe(true);
  });

  it.each([
    [[], ENV, 'Missing --url'],
    [['--url', 'https://shop.test'], { SMOKE_PASSWORD: 'x' }, 'Missing --email (or SMOKE_EMAIL)'],
    [['--url', 'https://shop.test'], { SMOKE_EMAIL: 'a@b.test' }, 'Missing SMOKE_PASSWORD'],
    [['--url', 'shop.test'], ENV, '--url shop.test is not a URL'],
    [['--url', 'ftp://shop.test'], ENV, '--url must be an http(s) address'],
    [['--url'], ENV, '--url needs a value'],
    // The password is never an option: it would land in the shell's history.
    [['--url', 'https://shop.test', '--password', 'x'], ENV, 'Unknown option --password'],
  ])('refuses %j with a clear message', (argv, env, message) => {
    expect(() => parseSmokeOptions(argv, env)).toThrow(new UsageError(message));
  });
});
