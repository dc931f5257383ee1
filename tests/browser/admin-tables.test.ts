import type { Browser, Locator, Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';

/**
 * The back office's tables at phone width (390 px): each is named by its caption, its column
 * headers and row headers have their scope, it scrolls sideways inside its frame rather than
 * widening the page, and a list without rows says so instead of showing an empty table.
 */
const PHONE_WIDTH = 390;
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, 'admin@example.com', {
    viewport: { width: PHONE_WIDTH, height: 900 },
  });
  admin.setDefaultTimeout(15_000);
  await admin.goto(webUrl('/admin/users'));
});

afterAll(async () => {
  await browser?.close();
});

interface TableShape {
  columnHeaders: (string | null)[];
  scopes: (string | null)[];
  rowHeaderScopes: (string | null)[];
  frameScrolls: boolean;
  pageScrollsSideways: boolean;
}

/** The parts of the page's DOM read below (the tests are typed without the DOM library). */
interface DomElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
  firstElementChild: DomElement | null;
  parentElement: DomElement;
  scrollWidth: number;
  clientWidth: number;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  ownerDocument: { documentElement: DomElement; defaultView: { innerWidth: number } };
}

/** What the table and the page around it look like to a reader and on a narrow screen. */
function shapeOf(table: Locator): Promise<TableShape> {
  return table.evaluate((node) => {
    const element = node as unknown as DomElement;
    const heads = Array.from(element.querySelectorAll('thead th'));
    const frame = element.parentElement;
    const page = element.ownerDocument;
    return {
      columnHeaders: heads.map((th) => th.textContent),
      scopes: heads.map((th) => th.getAttribute('scope')),
      rowHeaderScopes: Array.from(element.querySelectorAll('tbody tr')).map(
        (row) => row.firstElementChild?.getAttribute('scope') ?? null,
      ),
      frameScrolls: frame.scrollWidth > frame.clientWidth,
      pageScrollsSideways: page.documentElement.scrollWidth > page.defaultView.innerWidth,
    };
  });
}

async function expectPhoneTable(table: Locator, columnHeaders: string[]) {
  await table.locator('tbody tr').first().waitFor();
  const shape = await shapeOf(table);
  expect(shape.columnHeaders).toEqual(columnHeaders);
  expect(shape.scopes.every((scope) => scope === 'col')).toBe(true);
  expect(shape.rowHeaderScopes.length).toBeGreaterThan(0);
  expect(shape.rowHeaderScopes.every((scope) => scope === 'row')).toBe(true);
  expect(shape.frameScrolls).toBe(true);
  expect(shape.pageScrollsSideways).toBe(false);
  expect(await blockingViolations(admin)).toEqual([]);
}

it('users: captioned, scoped headers, scrolls in its frame at 390 px', async () => {
  await expectPhoneTable(admin.getByRole('table', { name: 'Users' }), [
    'User',
    'Role',
    'State',
    'Registered',
  ]);
});

it('users: a search without matches shows the empty state instead of a table', async () => {
  const search = admin.getByLabel('Search by e-mail or name');
  await search.fill('nobody-matches-this@example.invalid');
  await search.press('Enter');
  await admin.getByText('No users match.').waitFor();
  expect(await admin.getByRole('table', { name: 'Users' }).count()).toBe(0);
  await search.fill('');
  await search.press('Enter');
  await admin.getByRole('table', { name: 'Users' }).waitFor();
});

it("a user's purchases and orders", async () => {
  const search = admin.getByLabel('Search by e-mail or name');
  await search.fill('buyer@example.com');
  await search.press('Enter');
  const users = admin.getByRole('table', { name: 'Users' });
  await users.getByText('buyer@example.com', { exact: true }).waitFor();
  expect(await users.locator('tbody tr').count()).toBe(1);
  await users.getByRole('link').click();
  await admin.waitForURL(/\/admin\/users\/[^/]+$/);
  await expectPhoneTable(admin.getByRole('table', { name: 'Purchases' }), [
    'Product',
    'Date',
    'Amount',
    'Source',
  ]);
  await expectPhoneTable(
    admin.getByRole('table', { name: 'Orders bought with this e-mail address' }),
    ['Date', 'Products', 'Total', 'Status'],
  );
});

it('the audit log on the security page', async () => {
  await admin.goto(webUrl('/admin/security'));
  await expectPhoneTable(admin.getByRole('table', { name: 'Audit log' }), [
    'When',
    'Who',
    'Action',
    'Target',
    'IP',
  ]);
});

it('the draft versions, with the actions column named for screen readers only', async () => {
  await admin.goto(webUrl('/admin/products/versions'));
  const table = admin.getByRole('table', { name: 'Draft versions' });
  await expectPhoneTable(table, ['Product', 'Version', 'Release date', 'Actions']);
  expect(await table.locator('thead th .sr-only').textContent()).toBe('Actions');
});
