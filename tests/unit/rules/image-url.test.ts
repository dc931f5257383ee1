import {
  PLACEHOLDER_IMAGE,
  resolveGalleryUrls,
  resolveImageUrl,
} from '../../../lambdas/rules/image-url';
import { siteImageUrl } from '../../../lambdas/rules/site-image';

describe('image URL rule', () => {
  it.each([
    '/demo/crm-sync.png',
    'https://cdn.example.com/a/b/picture.JPG',
    'https://cdn.example.com/picture.jpeg?width=400',
    'https://cdn.example.com/anim.gif',
    'https://cdn.example.com/pic.webp',
    'https://images.unsplash.com/photo-1551288049-bebda4e38f71?w=800',
  ])('accepts %s as it is', (url) => {
    expect(resolveImageUrl(url)).toBe(url);
  });

  it('turns a photo page of the image service into a direct image URL', () => {
    expect(resolveImageUrl('https://unsplash.com/photos/laptop-on-desk-Abc123XyZ_9')).toBe(
      'https://unsplash.com/photos/Abc123XyZ_9/download',
    );
  });

  it.each([
    '',
    '   ',
    'https://example.com/page.html',
    'https://example.com/image',
    'not a url at all',
    undefined,
    null,
    42,
  ])('falls back to the placeholder for %p', (url) => {
    expect(resolveImageUrl(url)).toBe(PLACEHOLDER_IMAGE);
  });

  it('keeps only string gallery entries', () => {
    expect(resolveGalleryUrls(['/demo/a.png', 7, null, 'https://x.test/page'])).toEqual([
      '/demo/a.png',
      PLACEHOLDER_IMAGE,
    ]);
    expect(resolveGalleryUrls('not-a-list')).toEqual([]);
  });

  it("tells the site's own images apart, as the shop shows them, for the landing page's preload", () => {
    const upload = '/media/p1/img1-detail.webp';
    expect(siteImageUrl(` ${upload} `, 'card')).toBe('/media/p1/img1-card.webp');
    expect(siteImageUrl('/demo/hero.webp?v=2', 'detail')).toBe('/demo/hero.webp?v=2');
    // Another host's, protocol-relative, not an image, the placeholder: resolveImageUrl decides.
    for (const url of [
      'https://images.unsplash.com/photo-1',
      '//cdn.example.com/a.png',
      '/notes.pdf',
      PLACEHOLDER_IMAGE,
    ]) {
      expect(siteImageUrl(url, 'card')).toBeUndefined();
    }
    // Wherever it answers, it answers what resolveImageUrl shows.
    for (const url of [upload, '/demo/hero.webp?v=2']) {
      expect(siteImageUrl(url, 'card')).toBe(resolveImageUrl(url, 'card'));
    }
  });
});
