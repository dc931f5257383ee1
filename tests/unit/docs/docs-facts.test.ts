import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENTS_WEBHOOK_EVENTS } from '../../../lambdas/rules/stripe-events';

/**
 * Facts the docs repeat from the code, checked against it so they cannot drift: the Node
 * version a newcomer needs and the Stripe events the payments endpoint must subscribe to.
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

  it('subscribes the payments endpoint to every event the webhook handles', () => {
    const step = /\*\*Stripe webhook\.\*\*([\s\S]*?)\n\d+\. \*\*/.exec(readme)?.[1] ?? '';
    expect(step).not.toBe('');
    const named = new Set([...step.matchAll(/`([a-z_.]+\.[a-z_.]+)`/g)].map((match) => match[1]));
    expect([...named].sort()).toEqual([...PAYMENTS_WEBHOOK_EVENTS].sort());
  });
});
