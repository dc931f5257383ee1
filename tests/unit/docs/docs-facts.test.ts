import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONNECT_WEBHOOK_EVENTS,
  PAYMENTS_WEBHOOK_EVENTS,
} from '../../../lambdas/rules/stripe-events';

/**
 * Facts the docs repeat from the code, checked against it so they cannot drift: the Node
 * version a newcomer needs and the Stripe events each webhook endpoint subscribes to.
 */
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
/** The front door and the pages it points to (not the generated API reference). */
const docs = [
  readme,
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => read(`docs/${name}`)),
].join('\n');
const engines = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe('the README and docs/', () => {
  it('asks for the Node the project runs on (package.json engines, .nvmrc)', () => {
    const [, major, minor] = /^>=(\d+)\.(\d+)\.\d+ <\d+$/.exec(engines) ?? [];
    const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(nvmrc.split('.')[0]).toBe(major);
    const asked = [...docs.matchAll(/You need[^.]*?Node (\d+)(?: \((\d+)\.(\d+) or newer)?/g)];
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const [sentence, askedMajor, askedMajor2, askedMinor] of asked) {
      expect({ sentence, major: askedMajor, minimum: `${askedMajor2}.${askedMinor}` }).toEqual({
        sentence,
        major,
        minimum: `${major}.${minor}`,
      });
    }
  });

  it('names the events the deploy tool subscribes each endpoint to, as the code lists them', () => {
    const step = /\*\*Stripe\.\*\*([\s\S]*?)\n\d+\. \*\*/.exec(docs)?.[1] ?? '';
    const [payments = '', connect = ''] = step.split('the Connect endpoint');
    const named = (text: string) =>
      [...new Set([...text.matchAll(/`([a-z_.]+\.[a-z_.]+)`/g)].map((match) => match[1]))].sort();
    expect(named(payments)).toEqual([...PAYMENTS_WEBHOOK_EVENTS].sort());
    expect(named(connect)).toEqual([...CONNECT_WEBHOOK_EVENTS].sort());
  });

  it('keeps the README a front door of at most about 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    for (const [, link] of readme.matchAll(/\]\((docs\/[^)#]+)/g)) {
      expect(() => read(link ?? '')).not.toThrow();
    }
  });

  it('names every routes file, services folder, job and web feature in the feature index', () => {
    const architecture = read('docs/architecture.md');
    const index = /## Feature index([\s\S]*?)\n#/.exec(architecture)?.[1] ?? '';
    const names = (dir: string, strip = /\.ts$/) =>
      readdirSync(path.join(root, dir))
        .filter((name) => !['index.ts', 'route-spec.ts', 'access.ts', 'shared'].includes(name))
        .filter((name) => !name.endsWith('-entry.ts'))
        .map((name) => name.replace(strip, ''));
    const missing = [
      ...names('lambdas/routes'),
      ...names('lambdas/services'),
      ...names('lambdas/jobs'),
      ...names('web/src/features'),
    ].filter((name) => !index.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
