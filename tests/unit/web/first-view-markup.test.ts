import type { CatalogueProduct } from '../../../lambdas/rules/product';
import { cardMarkup, gridMarkup, homeMarkup } from '../../../web/src/app/first-view-markup';

const product = (overrides: Partial<CatalogueProduct> = {}) =>
  ({
    id: 'p/1',
    name: 'Leads <b>& "CRM"</b>',
    short_description: 'Sync <script>alert(1)</script>',
    price: 49,
    platform: 'Make',
    category: 'Sales',
    featured: true,
    image_url: '/demo/lead.webp',
    apps: { first: [{ name: 'Slack', icon: 'make/slack.svg' }, { name: 'x<y' }], total: 4 },
    ...overrides,
  }) as unknown as CatalogueProduct;

describe("the home page's first view (painted before React)", () => {
  it("draws a card as ProductCard does, the seller's text escaped", () => {
    const html = cardMarkup(product(), 0);
    expect(html).toContain('href="/product/p%2F1"');
    expect(html).toContain('alt="Leads &lt;b&gt;&amp; &quot;CRM&quot;&lt;/b&gt;"');
    expect(html).toContain('Sync &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="/demo/lead.webp"');
    expect(html).toContain('$49.00');
    expect(html).toContain('Featured');
    expect(html).toContain('Add to Cart');
    expect(html).toContain('src="/app-icons/make/slack.svg"');
    expect(html).toContain('>X</span><span class="sr-only">x&lt;y</span>');
    expect(html).toContain('+2<span class="sr-only"> more apps</span>');
  });

  it('loads the first row eagerly and only the first image with high priority', () => {
    expect(cardMarkup(product(), 0)).toMatch(/loading="eager" fetchpriority="high"/);
    expect(cardMarkup(product(), 3)).toMatch(/loading="eager" decoding/);
    expect(cardMarkup(product(), 4)).toMatch(/loading="lazy" decoding/);
  });

  it('shows a coming-soon product with Notify Me, and the skeleton before the list', () => {
    expect(cardMarkup(product({ coming_soon: true }), 1)).toContain('Notify Me</button>');
    const loading = homeMarkup(gridMarkup(null, ''));
    expect(loading).toContain('Loading products...');
    expect(loading).toContain('<h1 class="text-3xl');
    expect(gridMarkup([product()], '12 products')).toContain('12 products</p>');
  });
});
