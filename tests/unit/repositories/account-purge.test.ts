import {
  ACCOUNT_PURGE_STEPS,
  LEFT_BY_THE_PURGE,
} from '../../../lambdas/repositories/account-purge';
import type { ItemKeyBuilder } from '../../../lambdas/repositories/account-purge-step';
import * as keyModule from '../../../lambdas/repositories/keys';

interface NamedBuilder {
  name: string;
  builder: ItemKeyBuilder;
  /** The item's partition key when every argument is a placeholder. */
  partition: string;
}

/** Every function of keys.ts that names one item ({ PK, SK }), by `export.member`. */
function itemKeyBuilders(): NamedBuilder[] {
  const found: NamedBuilder[] = [];
  for (const [exportName, value] of Object.entries(keyModule)) {
    if (typeof value !== 'object' || value === null) continue;
    for (const [member, candidate] of Object.entries(value as Record<string, unknown>)) {
      if (typeof candidate !== 'function') continue;
      const args = Array.from({ length: candidate.length }, (_, index) => `arg${index}`);
      const key: unknown = candidate(...args);
      if (typeof key !== 'object' || key === null || !('PK' in key) || !('SK' in key)) continue;
      found.push({
        name: `${exportName}.${member}`,
        builder: candidate as ItemKeyBuilder,
        partition: String(key.PK),
      });
    }
  }
  return found;
}

const purgedBy = (builder: ItemKeyBuilder) =>
  ACCOUNT_PURGE_STEPS.filter((step) => step.covers.includes(builder)).map((step) => step.name);
const leftBecause = (builder: ItemKeyBuilder) =>
  LEFT_BY_THE_PURGE.filter((entry) => entry.keys.includes(builder)).map((entry) => entry.reason);

describe('account purge registry', () => {
  const builders = itemKeyBuilders();

  it('finds the item key builders of keys.ts', () => {
    const names = builders.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['keys.profile', 'n8nLibraryKeys.token']));
    expect(names).not.toContain('keys.userPartition');
  });

  it("covers every item of a user's partition (USER#{sub}) with a purge step", () => {
    const userPartition = keyModule.keys.userPartition('arg0');
    const perUser = builders.filter((entry) => entry.partition === userPartition);
    expect(perUser.length).toBeGreaterThan(0);
    const unpurged = perUser.filter((entry) => purgedBy(entry.builder).length === 0);
    expect(unpurged.map((entry) => entry.name)).toEqual([]);
  });

  it('decides for every other item: purged by a step, or left with a reason, never both', () => {
    const undecided: string[] = [];
    const both: string[] = [];
    for (const entry of builders) {
      const purged = purgedBy(entry.builder).length;
      const left = leftBecause(entry.builder).length;
      if (purged + left === 0) undecided.push(entry.name);
      if (purged > 0 && left > 0) both.push(entry.name);
    }
    expect(undecided).toEqual([]);
    expect(both).toEqual([]);
  });

  it('purges the data keyed by the user outside their partition', () => {
    // The n8n library's token lookup and the orders bought with the account's e-mail.
    expect(purgedBy(keyModule.n8nLibraryKeys.token)).toHaveLength(1);
    expect(purgedBy(keyModule.keys.order)).toHaveLength(1);
    // The review requests of those orders, found through them before they are anonymised.
    expect(purgedBy(keyModule.reviewRequestKeys.due)).toHaveLength(1);
    const names = ACCOUNT_PURGE_STEPS.map((step) => step.name);
    const requests = purgedBy(keyModule.reviewRequestKeys.due)[0] ?? '';
    expect(names.indexOf(requests)).toBeLessThan(
      names.indexOf(purgedBy(keyModule.keys.order)[0] ?? ''),
    );
  });

  it('names only builders of keys.ts, and each in one step', () => {
    const known = new Set(builders.map((entry) => entry.builder));
    const covered = ACCOUNT_PURGE_STEPS.flatMap((step) => step.covers);
    for (const builder of [...covered, ...LEFT_BY_THE_PURGE.flatMap((entry) => entry.keys)]) {
      expect(known.has(builder)).toBe(true);
    }
    expect(new Set(covered).size).toBe(covered.length);
  });

  it('removes the deletion request last, so a purge that fails part-way is retried', () => {
    const last = ACCOUNT_PURGE_STEPS[ACCOUNT_PURGE_STEPS.length - 1];
    expect(last?.covers).toContain(keyModule.keys.deletionRequest);
    expect(purgedBy(keyModule.keys.deletionRequest)).toHaveLength(1);
  });

  it("purges follows and a seller's storefront before the seller record goes", () => {
    const storefrontStep = ACCOUNT_PURGE_STEPS.findIndex((step) =>
      step.covers.includes(keyModule.storefrontKeys.follow),
    );
    const personalStep = ACCOUNT_PURGE_STEPS.findIndex((step) =>
      step.covers.includes(keyModule.keys.sellerRecord),
    );
    expect(storefrontStep).toBeGreaterThanOrEqual(0);
    expect(storefrontStep).toBeLessThan(personalStep);
    for (const builder of [
      keyModule.storefrontKeys.profile,
      keyModule.storefrontKeys.follower,
      keyModule.storefrontKeys.handle,
    ]) {
      expect(purgedBy(builder)).toEqual([ACCOUNT_PURGE_STEPS[storefrontStep]?.name]);
    }
  });
});
