import { zipSync, strToU8 } from 'fflate';
import { jsonDepth } from '../../../../lambdas/rules/automation/json-text';
import { GRAPH_MAX_STEPS } from '../../../../lambdas/rules/automation/manifest';
import { archiveOf, bytesOf, fixtureBytes, linearN8n, manifestOf, refusalOf } from './fixtures';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('refusals', () => {
  it('names what is wrong with the file', () => {
    expect(refusalOf(strToU8('{"nodes": ['))).toBe('The file is not valid JSON.');
    expect(refusalOf(new Uint8Array([0xff, 0xfe, 0x7b]))).toBe('The file is not valid JSON.');
    expect(refusalOf(new Uint8Array())).toBe('The file is empty.');
    expect(refusalOf(new Uint8Array(2 * 1024 * 1024 + 1))).toBe('The file is larger than 2 MB.');
    expect(refusalOf(strToU8(nested(65)))).toBe('The file nests deeper than 64 levels.');
    expect(refusalOf(strToU8('{"a":1}'))).toBe(
      'The file is not an n8n workflow, a Make blueprint or a Zapier export.',
    );
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(jsonDepth(strToU8(JSON.stringify({ text: '[[[[[[\\"]]' })))).toBe(1);
    expect(jsonDepth(strToU8(nested(64)))).toBe(64);
  });

  it('refuses a file whose content is not the platform the seller chose', () => {
    const make = fixtureBytes('make-nested-routers.json');
    expect(refusalOf(make, 'x.json', 'n8n')).toBe(
      'This file is a Make blueprint, not an n8n workflow.',
    );
    expect(refusalOf(fixtureBytes('n8n-current.json'), 'x.json', 'zapier')).toBe(
      'This file is an n8n workflow, not a Zapier export.',
    );
    expect(refusalOf(bytesOf({ name: 'x' }), 'x.json', 'n8n')).toBe(
      'This is not an n8n workflow: it has no "nodes" list.',
    );
    expect(refusalOf(bytesOf({ name: 'x' }), 'x.json', 'make')).toBe(
      'This is not a Make blueprint: it has no "flow" list.',
    );
    expect(manifestOf(make, 'x.json', 'make').platform).toBe('make');
  });

  it('reads the largest accepted workflow into a manifest well under 50 KB', () => {
    const workflow = linearN8n(2000, 840);
    const bytes = bytesOf(workflow);
    expect(bytes.length).toBeGreaterThan(1.9 * 1024 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const manifest = manifestOf(bytes);
    expect(manifest.stepCount).toBe(2000);
    expect(manifest.graph.steps).toHaveLength(GRAPH_MAX_STEPS);
    expect(manifest.graph.truncated).toBe(true);
    expect(JSON.stringify(manifest).length).toBeLessThan(50 * 1024);
  });
});

it('keeps the worst case of one file well under 50 KB: long names, long types, many edges', () => {
  const long = 'A very long and descriptive step name that goes on and on and on';
  const nodes = Array.from({ length: 2000 }, (_, step) => ({
    name: `${long} ${step}`,
    type: `@example-scope-${step}/n8n-nodes-community-package-${step}.someNodeType`,
    position: [step, step],
    disabled: true,
    credentials: { [`communityService${step}OAuth2Api`]: { id: 'c', name: 'c' } },
  }));
  const connections = Object.fromEntries(
    nodes.map((node, step) => [
      node.name,
      { main: [[1, 2, 3].map((ahead) => ({ node: nodes[(step + ahead) % 2000]!.name }))] },
    ]),
  );
  const manifest = manifestOf(bytesOf({ name: long, nodes, connections }));
  expect(manifest.stepCount).toBe(2000);
  expect(JSON.stringify(manifest).length).toBeLessThan(50 * 1024);
});

describe('zip archives', () => {
  const zip = (files: Record<string, Uint8Array>) => zipSync(files, { level: 6 });

  it('reads every automation member and sums them up', () => {
    const archive = archiveOf(
      zip({
        'n8n/lead.json': fixtureBytes('n8n-current.json'),
        'make/orders.json': fixtureBytes('make-nested-routers.json'),
        'zapier.json': fixtureBytes('zapier-with-path.json'),
        'README.md': strToU8('# Setup'),
        'nested.zip': zip({ 'inner.json': fixtureBytes('n8n-current.json') }),
        '__MACOSX/._zapier.json': strToU8('resource fork'),
      }),
    );
    expect(archive.members.map((member) => member.fileName)).toEqual([
      'n8n/lead.json',
      'make/orders.json',
      'zapier.json',
    ]);
    expect(archive.platforms).toEqual(['n8n', 'make', 'zapier']);
    expect(archive.stepCount).toBe(5 + 8 + 6);
    expect(archive.usesAi).toBe(true);
    expect(archive.credentials).toContain('Slack account (OAuth2)');
    expect(archive.credentials).toContain('Slack connection');
    expect(new Set(archive.apps.map((app) => app.key)).size).toBe(archive.apps.length);
  });

  it('keeps the manifest of 50 members full of community nodes well under 50 KB', () => {
    const member = (index: number) => {
      const nodes = Array.from({ length: 120 }, (_, step) => ({
        name: `Member ${index} step ${step} with a long descriptive name`,
        type: `@example-scope-${step}/n8n-nodes-community-package-${step}.someNodeType`,
        position: [step, index],
        credentials: { [`communityService${step}OAuth2Api`]: { id: 'c', name: 'c' } },
      }));
      const connections = Object.fromEntries(
        nodes.slice(1).map((node, step) => [nodes[step]!.name, { main: [[{ node: node.name }]] }]),
      );
      return bytesOf({ name: `Workflow ${index}`, nodes, connections });
    };
    const files = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [`workflows/member-${index}.json`, member(index)]),
    );
    const archive = archiveOf(zip(files));
    expect(archive.members).toHaveLength(50);
    expect(archive.stepCount).toBe(50 * 120);
    expect(archive.members[0]!.manifest.graph.truncated).toBe(true);
    expect(JSON.stringify(archive).length).toBeLessThan(50 * 1024);
  });

  it('refuses zip bombs from the central directory, before inflating', () => {
    const zeros = (bytes: number) => new Uint8Array(bytes);
    expect(refusalOf(zip({ 'big.json': zeros(3 * 1024 * 1024) }), 'a.zip')).toBe(
      'In the archive, "big.json" is larger than 2 MB.',
    );
    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [`w${index}.json`, zeros(1.9 * 1024 * 1024)]),
    );
    expect(refusalOf(zip(many), 'a.zip')).toBe('The archive unpacks to more than 20 MB.');
    const crowd = Object.fromEntries(
      Array.from({ length: 51 }, (_, index) => [`w${index}.json`, strToU8('{}')]),
    );
    expect(refusalOf(zip(crowd), 'a.zip')).toBe('The archive holds more than 50 files.');
  });

  it('inflates a member no further than its directory entry says, even when that lies', () => {
    const big = new Uint8Array(5 * 1024 * 1024).fill(0x20);
    big.set(strToU8('{"nodes":[]'), 0);
    big[big.length - 1] = 0x7d;
    const archive = zip({ 'a.json': big });
    const view = new DataView(archive.buffer);
    // Understate the uncompressed size in the local header and the central directory.
    view.setUint32(22, 100, true);
    for (let at = archive.length - 22; at >= 0; at -= 1) {
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 100, true);
        break;
      }
    }
    expect(refusalOf(archive, 'a.zip')).toBe(
      'In the archive, "a.json": The file is not valid JSON.',
    );
  });

  it('refuses broken archives, archives without automation files, and bad members by name', () => {
    expect(refusalOf(strToU8('not a zip'), 'a.zip')).toBe('The file is not a valid zip archive.');
    expect(refusalOf(zip({ 'notes.txt': strToU8('hi') }), 'a.zip')).toBe(
      'The archive holds no automation files (.json).',
    );
    expect(refusalOf(zip({ 'bad.json': strToU8('{') }), 'a.zip')).toBe(
      'In the archive, "bad.json": The file is not valid JSON.',
    );
  });
});
