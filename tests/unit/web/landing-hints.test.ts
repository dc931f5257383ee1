import { landingHints, type LandingRoute } from '../../../web/src/app/landing-hints';

const ROUTES: LandingRoute[] = [
  ['^\\/$', ['CataloguePage-a1', 'Badge-b2'], 'catalogue'],
  ['^\\/product\\/([^/]+)\\/?$', ['ProductPage-c3'], 'product'],
];

interface Hint {
  rel: string;
  as?: string;
  crossOrigin: string | null;
  href: string;
}

function storageWith(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

/** The links index.html's landing hints script adds for an address, as rel, as and href. */
function hintsFor(pathname: string, search = '', keys: string[] = ['shoppingCart']) {
  const added: Hint[] = [];
  landingHints(
    ROUTES,
    { pathname, search },
    storageWith(keys),
    { append: (node) => added.push(node as Hint) },
    () => ({ rel: '', crossOrigin: null, href: '' }),
  );
  for (const hint of added) expect(hint.crossOrigin).toBe('anonymous');
  return added.map((hint) => [hint.rel, hint.as ?? '', hint.href]);
}

describe("index.html's landing hints", () => {
  it("preloads the home page's chunks and a guest's first catalogue page", () => {
    expect(hintsFor('/')).toEqual([
      ['preload', 'fetch', '/api/products'],
      ['modulepreload', '', '/assets/CataloguePage-a1.js'],
      ['modulepreload', '', '/assets/Badge-b2.js'],
    ]);
  });

  it('asks for a product as the app will: the id decoded, then encoded again', () => {
    expect(hintsFor('/product/p%201')).toEqual([
      ['preload', 'fetch', '/api/products/p%201'],
      ['modulepreload', '', '/assets/ProductPage-c3.js'],
    ]);
  });

  it('leaves the data to the app for a filtered view, a stored session or an odd id', () => {
    expect(hintsFor('/', '?q=crm')).toEqual([
      ['modulepreload', '', '/assets/CataloguePage-a1.js'],
      ['modulepreload', '', '/assets/Badge-b2.js'],
    ]);
    expect(
      hintsFor('/product/p1', '', ['CognitoIdentityServiceProvider.abc.LastAuthUser']),
    ).toEqual([['modulepreload', '', '/assets/ProductPage-c3.js']]);
    expect(hintsFor('/product/%E0%A4%A')).toEqual([
      ['modulepreload', '', '/assets/ProductPage-c3.js'],
    ]);
  });

  it('adds nothing on any other page', () => {
    expect(hintsFor('/cart')).toEqual([]);
    expect(hintsFor('/product/p1/reviews')).toEqual([]);
  });
});
