import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { AutomationRefusal } from '../../../../lambdas/rules/automation/manifest';
import { replaceZipMembers } from '../../../../lambdas/rules/automation/zip-writer';

describe('replaceZipMembers', () => {
  const image = new Uint8Array(2048).map((_, index) => (index * 7) % 251);

  it('replaces the named members and keeps every other one with its name, order and content', () => {
    const sent = zipSync({
      'flows/a.json': strToU8('{"a":1,"pinData":{}}'),
      'flows/b.json': strToU8('{"b":2}'),
      'cover.png': [image, { level: 0 }],
    });
    const rewritten = replaceZipMembers(sent, new Map([['flows/a.json', strToU8('{"a":1}')]]));
    const members = unzipSync(rewritten);
    expect(Object.keys(members)).toEqual(['flows/a.json', 'flows/b.json', 'cover.png']);
    expect(strFromU8(members['flows/a.json'] ?? new Uint8Array())).toBe('{"a":1}');
    expect(strFromU8(members['flows/b.json'] ?? new Uint8Array())).toBe('{"b":2}');
    expect(members['cover.png']).toEqual(image);
  });

  it('keeps a member that was stored uncompressed stored', () => {
    const sent = zipSync({ 'a.json': strToU8('{}'), 'cover.png': [image, { level: 0 }] });
    const rewritten = replaceZipMembers(sent, new Map([['a.json', strToU8('{"x":1}')]]));
    const methods: Record<string, number> = {};
    unzipSync(rewritten, {
      filter: (file) => {
        methods[file.name] = file.compression;
        return false;
      },
    });
    expect(methods).toEqual({ 'a.json': 8, 'cover.png': 0 });
  });

  it('refuses an archive whose members unpack to more than 20 MB in all', () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    const sent = zipSync({ 'a.json': strToU8('{}'), 'one.bin': big, 'two.bin': big });
    expect(() => replaceZipMembers(sent, new Map([['a.json', strToU8('{"x":1}')]]))).toThrow(
      AutomationRefusal,
    );
  });
});
