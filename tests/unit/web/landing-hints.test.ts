import { landingHints, type LandingRoute } from '../../../web/src/app/landing-hints';

const ROUTES: LandingRoute[] = [
  ['^\\/$', ['CataloguePage-a1', 'Badge-b2'], 'catalogue'],
  ['^\\/product\\/([^/]+)\\/?$', ['ProductPage-c3'], 'product'],
];

interface Hint {
  rel: string;
  as?: string;
  crossOrigin: string | null;
  fetchPriority?: string;
  href: string;
}

function storageWith(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

/** A fetch that answers `body` with `status`, recording the paths asked for. */
function answering(body: unknown, status = 200) {
  const asked: string[] = [];
  const fetchJson = (path: string) => {
    asked.push(path);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { asked, fetchJson };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The links index.html's landing hints script adds for an address, as rel, as and href (after
 * the answer it asked for has come), what it fetched and what it left for the app.
 */
async function hintsFor(
  pathname: string,
  search = '',
  keys: string[] = ['shoppingCart'],
  answer: { body: unknown; status?: number } = { body: {} },
) {
  const added: Hint[] = [];
  const holder: { __landingAnswer?: { path: string } } = {};
  const { asked, fetchJson } = answering(answer.body, answer.status);
  landingHints(
    ROUTES,
    { pathname, search },
    storageWith(keys),
    { append: (node) => added.push(node as Hint) },
    () => ({ rel: '', crossOrigin: null, href: '' }),
    fetchJson,
    holder,
  );
  await settle();
  for (const hint of added) {
    // Images load as an <img> does (no CORS), at high priority; the rest in CORS mode.
    expect(hint.crossOrigin).toBe(hint.as === 'image' ? null : 'anonymous');
    if (hint.as === 'image') expect(hint.fetchPriority).toBe('high');
  }
  return {
    links: added.map((hint) => [hint.rel, hint.as ?? '', hint.href]),
    asked,
    left: holder.__landingAnswer?.path,
  };
}

const card = (image_url: unknown) => ({ products: [{ image_url }], facets: {} });

describe("index.html's landing hints", () => {
  it("asks for a guest's first catalogue page, preloads its first card's image and the home page's chunks", async () => {
    expect(await hintsFor('/', '', undefined, { body: card('/demo/triage-hero.webp') })).toEqual({
      links: [
        ['modulepreload', '', '/assets/CataloguePage-a1.js'],
        ['modulepreload', '', '/assets/Badge-b2.js'],
        ['preload', 'image', '/demo/triage-hero.webp'],
      ],
      asked: ['/api/products'],
      left: '/api/products',
    });
  });

  it("preloads an uploaded image's card rendition on the home page and its detail one on a product", async () => {
    const upload = '/media/p1/img1-detail.webp';
    expect((await hintsFor('/', '', undefined, { body: card(upload) })).links).toContainEqual([
      'preload',
      'image',
      '/media/p1/img1-card.webp',
    ]);
    const product = { product: { image_url: ' ', gallery_image_urls: [7, upload] } };
    expect(await hintsFor('/product/p1', '', undefined, { body: product })).toEqual({
      links: [
        ['modulepreload', '', '/assets/ProductPage-c3.js'],
        ['preload', 'image', upload],
      ],
      asked: ['/api/products/p1'],
      left: '/api/products/p1',
    });
  });

  it('preloads no image for the placeholder, an empty catalogue or a failed answer', async () => {
    for (const answer of [
      { body: card('not an image') },
      { body: { products: [], facets: {} } },
      { body: { error: 'Product not found' }, status: 404 },
    ]) {
      const { links } = await hintsFor('/', '', undefined, answer);
      expect(links.filter(([, as]) => as === 'image')).toEqual([]);
    }
  });

  it('asks for a product as the app will: the id decoded, then encoded again', async () => {
    expect((await hintsFor('/product/p%201')).asked).toEqual(['/api/products/p%201']);
  });

  it('leaves the data to the app for a filtered view, a stored session or an odd id', async () => {
    const filtered = await hintsFor('/', '?q=crm');
    expect(filtered).toEqual({
      links: [
        ['modulepreload', '', '/assets/CataloguePage-a1.js'],
        ['modulepreload', '', '/assets/Badge-b2.js'],
      ],
      asked: [],
      left: undefined,
    });
    const signedIn = await hintsFor('/product/p1', '', [
      'CognitoIdentityServiceProvider.abc.LastAuthUser',
    ]);
    expect(signedIn).toEqual({
      links: [['modulepreload', '', '/assets/ProductPage-c3.js']],
      asked: [],
      left: undefined,
    });
    expect((await hintsFor('/product/%E0%A4%A')).asked).toEqual([]);
  });

  it('adds nothing on any other page', async () => {
    expect((await hintsFor('/cart')).links).toEqual([]);
    expect((await hintsFor('/product/p1/reviews')).links).toEqual([]);
  });
});
