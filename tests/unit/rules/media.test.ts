import fc from 'fast-check';
import { isStorableImageUrl, resolveImageUrl } from '../../../lambdas/rules/image-url';
import { imageRenditionUrl, mediaKey, mediaUrl, parseMediaUrl } from '../../../lambdas/rules/media';
import { coverCrop } from '../../../lambdas/rules/media-crop';
import { byLinkOrder } from '../../../lambdas/rules/product-content';

describe('uploaded product images', () => {
  it('names both renditions under the product and maps the URL back to product and image', () => {
    expect(mediaKey('p1', 'img', 'card')).toBe('media/p1/img-card.webp');
    const url = mediaUrl('p1', 'img', 'detail');
    expect(url).toBe('/media/p1/img-detail.webp');
    expect(parseMediaUrl(url)).toEqual({ productId: 'p1', imageId: 'img' });
    expect(parseMediaUrl('/media/p1/img-thumb.webp')).toBeUndefined();
    expect(parseMediaUrl('/media/p1/../x-detail.webp')).toBeUndefined();
    expect(parseMediaUrl('https://cdn.example.com/media/p1/img-detail.webp')).toBeUndefined();
  });

  it('shows cards the card rendition and the gallery the detail one; other URLs as they are', () => {
    const stored = '/media/p1/img-detail.webp';
    expect(imageRenditionUrl(stored, 'card')).toBe('/media/p1/img-card.webp');
    expect(resolveImageUrl(stored, 'card')).toBe('/media/p1/img-card.webp');
    expect(resolveImageUrl(stored)).toBe(stored);
    expect(resolveImageUrl('/demo/crm-sync.png', 'card')).toBe('/demo/crm-sync.png');
  });

  it.each([
    ['/media/p1/img-detail.webp', true],
    ['/demo/crm-sync.png', true],
    ['https://cdn.example.com/pic.jpg', true],
    ['javascript:alert(1)//x.png', false],
    ['//evil.example/x.png', false],
    ['data:image/png;base64,AAAA', false],
    ['https://example.com/page.html', false],
  ])('stores %s as a product image: %s', (url, storable) => {
    expect(isStorableImageUrl(url)).toBe(storable);
  });
});

describe('cover-crop geometry', () => {
  it('cuts the sides of a wide image and the top and bottom of a tall one, centred', () => {
    expect(coverCrop(1600, 600, 800, 600)).toEqual({ sx: 400, sy: 0, sw: 800, sh: 600 });
    expect(coverCrop(600, 1000, 400, 300)).toEqual({ sx: 0, sy: 275, sw: 600, sh: 450 });
    expect(coverCrop(800, 600, 400, 300)).toEqual({ sx: 0, sy: 0, sw: 800, sh: 600 });
  });

  it('always stays inside the source and keeps the target aspect ratio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom([400, 300] as const, [800, 600] as const),
        (width, height, [targetWidth, targetHeight]) => {
          const crop = coverCrop(width, height, targetWidth, targetHeight);
          expect(crop.sx).toBeGreaterThanOrEqual(0);
          expect(crop.sy).toBeGreaterThanOrEqual(0);
          expect(crop.sx + crop.sw).toBeLessThanOrEqual(width);
          expect(crop.sy + crop.sh).toBeLessThanOrEqual(height);
          // One side is used whole; the other is within a pixel of the 4:3 ratio.
          expect(crop.sw === width || crop.sh === height).toBe(true);
          expect(Math.abs(crop.sw - crop.sh * (4 / 3))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses empty images', () => {
    expect(() => coverCrop(0, 10, 400, 300)).toThrow(RangeError);
  });
});

describe('relationship order', () => {
  it('sorts by type, then the seller’s position, then links without one', () => {
    const links = [
      { relationship_type: 'related' as const, target_product_id: 'a', order_position: 1 },
      { relationship_type: 'dependency' as const, target_product_id: 'z' },
      { relationship_type: 'dependency' as const, target_product_id: 'y', order_position: 2 },
      { relationship_type: 'dependency' as const, target_product_id: 'x', order_position: 1 },
    ];
    expect([...links].sort(byLinkOrder).map((link) => link.target_product_id)).toEqual([
      'x',
      'y',
      'z',
      'a',
    ]);
  });
});
