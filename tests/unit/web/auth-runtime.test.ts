import { hasStoredSession, type StoredValues } from '../../../web/src/features/auth/auth-runtime';
import { parseRuntimeConfig } from '../../../web/src/lib/runtime-config-parse';

function storageWith(entries: Record<string, string>): StoredValues {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null };
}

describe('hasStoredSession (read without loading Amplify)', () => {
  const prefix = 'CognitoIdentityServiceProvider.client-1';

  it('is true when Amplify left a user with a refresh or access token', () => {
    expect(
      hasStoredSession(
        'client-1',
        storageWith({ [`${prefix}.LastAuthUser`]: 'sub-1', [`${prefix}.sub-1.refreshToken`]: 'r' }),
      ),
    ).toBe(true);
    expect(
      hasStoredSession(
        'client-1',
        storageWith({ [`${prefix}.LastAuthUser`]: 'sub-1', [`${prefix}.sub-1.accessToken`]: 'a' }),
      ),
    ).toBe(true);
  });

  it('is false for an empty store, another app client, or a user without tokens', () => {
    expect(hasStoredSession('client-1', storageWith({}))).toBe(false);
    expect(
      hasStoredSession(
        'client-2',
        storageWith({ [`${prefix}.LastAuthUser`]: 'sub-1', [`${prefix}.sub-1.refreshToken`]: 'r' }),
      ),
    ).toBe(false);
    expect(hasStoredSession('client-1', storageWith({ [`${prefix}.LastAuthUser`]: 'sub-1' }))).toBe(
      false,
    );
  });

  it('is false when storage cannot be read', () => {
    const blocked = storageWith({});
    blocked.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(hasStoredSession('client-1', blocked)).toBe(false);
  });
});

describe('parseRuntimeConfig', () => {
  const valid = {
    region: 'eu-west-1',
    userPoolId: 'pool',
    userPoolClientId: 'client',
    adminEmail: 'admin@example.com',
  };

  it('accepts the deployed shape, with or without the local endpoint, and drops extras', () => {
    expect(parseRuntimeConfig({ ...valid, extra: 1 })).toEqual({ ...valid, stripeTax: false });
    expect(parseRuntimeConfig({ ...valid, userPoolEndpoint: 'http://127.0.0.1:9229' })).toEqual({
      ...valid,
      userPoolEndpoint: 'http://127.0.0.1:9229',
      stripeTax: false,
    });
  });

  it('reads the Stripe Tax flag: off when absent, refused when not a boolean', () => {
    expect(parseRuntimeConfig({ ...valid, stripeTax: true }).stripeTax).toBe(true);
    expect(parseRuntimeConfig({ ...valid, stripeTax: false }).stripeTax).toBe(false);
    expect(() => parseRuntimeConfig({ ...valid, stripeTax: 'on' })).toThrow('stripeTax');
  });

  it('refuses missing or empty ids, a bad endpoint and non-objects', () => {
    expect(() => parseRuntimeConfig({ ...valid, userPoolId: '' })).toThrow('userPoolId');
    expect(() => parseRuntimeConfig({ ...valid, region: 3 })).toThrow('region');
    expect(() => parseRuntimeConfig({ ...valid, userPoolEndpoint: '' })).toThrow(
      'userPoolEndpoint',
    );
    expect(() => parseRuntimeConfig({ ...valid, adminEmail: undefined })).toThrow('adminEmail');
    expect(() => parseRuntimeConfig(null)).toThrow('not an object');
  });
});
