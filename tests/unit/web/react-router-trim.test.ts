import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  dropLinkPrefetch,
  markPureFactories,
  REACT_ROUTER_PRODUCTION,
} from '../../../web/react-router-trim.mts';

const SAMPLE = [
  'var Link = React10.forwardRef(function LinkWithRef() {});',
  'Link.displayName = "Link";',
  'var AwaitContext = React.createContext(null);',
  'AwaitContext.displayName = "Await";',
  'var Memo = React3.memo(Routes);',
  'function useThing() {',
  '  let Inner = React10.forwardRef(() => null);',
  '  React.useEffect(() => undefined);',
  '}',
  'var state = React.useState(0);',
  'Other.displayName = "Other";',
].join('\n');

/** React Router's production build, as the web build reads it. */
function routerCode(): string {
  const dir = path.join(__dirname, '../../../node_modules/react-router/dist/production');
  expect(REACT_ROUTER_PRODUCTION.test(`${dir}/index.mjs`)).toBe(true);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

describe('markPureFactories', () => {
  const marked = markPureFactories(SAMPLE);

  it('marks top-level forwardRef, createContext and memo initialisers pure', () => {
    expect(marked).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(marked).toContain('var AwaitContext = /* @__PURE__ */ React.createContext(null)');
    expect(marked).toContain('var Memo = /* @__PURE__ */ React3.memo(Routes)');
  });

  it('leaves calls inside functions and other React calls alone', () => {
    expect(marked).toContain('  let Inner = React10.forwardRef(');
    expect(marked).toContain('  React.useEffect(');
    expect(marked).toContain('var state = React.useState(0)');
  });

  it("drops the marked ones' displayName, which would keep them, and no other", () => {
    expect(marked).not.toContain('Link.displayName');
    expect(marked).not.toContain('AwaitContext.displayName');
    expect(marked).toContain('Other.displayName = "Other";');
  });

  it("finds React Router's production factories (a new version that changes them fails here)", () => {
    const result = markPureFactories(routerCode());
    for (const name of ['Form', 'Link', 'NavLink', 'FrameworkContext', 'DataRouterContext']) {
      expect(result).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
    expect(result).not.toMatch(/^Form\.displayName/m);
  });
});

describe('dropLinkPrefetch', () => {
  it("makes Link render its <a> alone, without framework mode's prefetch links", () => {
    const code = routerCode();
    const result = dropLinkPrefetch(code);
    // Exactly Link's one reference goes (a new version that changes it fails here).
    expect(code.match(/createElement\(PrefetchPageLinks, \{ page: href \}\)/g)).toHaveLength(1);
    expect(result).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(result).toContain('return shouldPrefetch && !isAbsolute ? link : link;');
    expect(result.length).toBeLessThan(code.length);
  });

  it('leaves code without that reference unchanged', () => {
    expect(dropLinkPrefetch(SAMPLE)).toBe(SAMPLE);
  });
});
