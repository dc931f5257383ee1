import { matchRoutes, stripBase } from '../../../web/src/lib/router/match';

const shell = [
  {
    path: '/',
    element: 'layout',
    children: [
      { index: true, element: 'catalogue' },
      { path: 'product/:id', element: 'product' },
      { path: 'admin/*', element: 'admin' },
      { path: '*', element: 'not-found' },
    ],
  },
];

const admin = [
  { index: true, element: 'list' },
  { path: 'products/:id', element: 'manage' },
  { path: 'products/new', element: 'new' },
  { path: 'products/:id/edit', element: 'edit' },
  { path: '*', element: 'redirect' },
];

const elements = (pathname: string, routes: typeof admin | typeof shell = shell) =>
  matchRoutes<string>(routes, pathname)?.map((match) => match.route.element);

describe('the router matches like React Router', () => {
  it('matches the index route on the parent path only', () => {
    expect(elements('/')).toEqual(['layout', 'catalogue']);
    expect(elements('/nowhere')).toEqual(['layout', 'not-found']);
  });

  it('decodes params and matches segments case-insensitively', () => {
    const [, product] = matchRoutes<string>(shell, '/Product/a%20b/')!;
    expect(product!.params).toEqual({ id: 'a b' });
    expect(product!.route.element).toBe('product');
  });

  it('gives a splat route its base, so nested routes match the rest', () => {
    const [, area] = matchRoutes<string>(shell, '/admin/products/7')!;
    expect(area!.pathnameBase).toBe('/admin');
    expect(area!.params['*']).toBe('products/7');
    expect(stripBase('/admin/products/7', area!.pathnameBase)).toBe('/products/7');
    expect(stripBase('/administrator', '/admin')).toBeNull();
  });

  it('ranks a static segment above a param whatever the order', () => {
    expect(elements('/products/new', admin)).toEqual(['new']);
    expect(elements('/products/9', admin)).toEqual(['manage']);
    expect(elements('/products/9/edit', admin)).toEqual(['edit']);
    expect(elements('/', admin)).toEqual(['list']);
    expect(elements('/users/1', admin)).toEqual(['redirect']);
  });

  it('matches nothing when no route fits', () => {
    expect(matchRoutes([{ path: 'a' }], '/b')).toBeNull();
  });
});
