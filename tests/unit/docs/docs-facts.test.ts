import { readFileSync } from 'node:fs';
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
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const engines = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

describe('the README', () => {
  it('asks for the Node the project runs on (package.json engines, .nvmrc)', () => {
    const [, major, minor] = /^>=(\d+)\.(\d+)\.\d+ <\d+$/.exec(engines) ?? [];
    const nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(nvmrc.split('.')[0]).toBe(major);
    const asked = [...readme.matchAll(/You need[^.]*?Node (\d+)(?: \((\d+)\.(\d+) or newer)?/g)];
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
    const step = /\*\*Stripe\.\*\*([\s\S]*?)\n\d+\. \*\*/.exec(readme)?.[1] ?? '';
    const [payments = '', connect = ''] = step.split('the Connect endpoint');
    const named = (text: string) =>
      [...new Set([...text.matchAll(/`([a-z_.]+\.[a-z_.]+)`/g)].map((match) => match[1]))].sort();
    expect(named(payments)).toEqual([...PAYMENTS_WEBHOOK_EVENTS].sort());
    expect(named(connect)).toEqual([...CONNECT_WEBHOOK_EVENTS].sort());
  });
});
