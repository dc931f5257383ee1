import { bodyBytes } from '../../../lambdas/http/middleware/body-limit';

describe('bodyBytes', () => {
  it('is the decoded size of a base64 body, padding or not, and the UTF-8 size of a text one', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 262_143, 262_144, 262_145]) {
      const bytes = Buffer.alloc(length, 0xe9);
      expect(bodyBytes({ body: bytes.toString('base64'), isBase64Encoded: true })).toBe(length);
    }
    expect(bodyBytes({ body: 'é€', isBase64Encoded: false })).toBe(5);
    expect(bodyBytes({ body: undefined, isBase64Encoded: false })).toBe(0);
  });
});
