import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { paidGuestOrder } from '../support/checkout';
import { eventually } from '../support/eventually';
import { authDialog, toastWith } from '../support/shop-page';
import { blockingViolations } from '../support/axe';
import type { WhatsInside } from '../../lambdas/rules/automation/whats-inside';

/**
 * What a careful shopper tripped over once: the payment page without a session, the phone's
 * cart, the catalogue's error, focus after the sign-in dialog, toast contrast and a purchases
 * error that looked like an empty account; "What's inside" on a phone.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeSummary {
  violations: string[];
  checked: number;
}

/** axe-core's verdict on one rule for the elements matching `selector`. */
async function axeRule(page: Page, selector: string, rule: string): Promise<AxeSummary> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(`axe
    .run(${JSON.stringify(selector)}, { runOnly: [${JSON.stringify(rule)}] })
    .then((result) => ({
      violations: result.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary)),
      checked: result.passes.reduce((sum, p) => sum + p.nodes.length, 0),
    }))`);
}

async function focusedText(page: Page): Promise<string> {
  return String(await page.evaluate('document.activeElement?.textContent ?? ""'));
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

describe('shopper details in Chromium', () => {
  it('offers Retry Verification on the payment page even without a session id', async () => {
    const page = await newPage();
    await page.goto(webUrl('/payment-success'));
    await page.getByText('Missing session ID').waitFor();
    await page.getByRole('button', { name: 'Retry Verification' }).waitFor();
    await page.context().close();
  });

  it("shows the cart and its count in the phone's top bar", async () => {
    const page = await newPage(390);
    await page.goto(webUrl(`/product/${DEMO_PRODUCT_IDS.ticketTriage}`));
    const cart = page.getByRole('link', { name: /^Cart, \d+ items?$/ });
    expect(await cart.getAttribute('aria-label')).toBe('Cart, 0 items');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await eventually(
      () => cart.getAttribute('aria-label'),
      (label) => expect(label).toBe('Cart, 1 item'),
    );
    await page.context().close();
  });

  it('keeps success toasts at AA contrast', async () => {
    const page = await newPage();
    await page.goto(webUrl(`/product/${DEMO_PRODUCT_IDS.ticketTriage}`));
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await toastWith(page, 'Added to Cart');
    // A toast lasts 3 s; hovering keeps it on screen while axe reads its colours.
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Added to Cart' }).first();
    await toast.hover();
    await eventually(
      () => axeRule(page, '[data-sonner-toast]', 'color-contrast'),
      (summary) => expect(summary.violations).toEqual([]),
    );
    const { checked } = await axeRule(page, '[data-sonner-toast]', 'color-contrast');
    expect(checked).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shows the catalogue error after the first failed request, not after the retries', async () => {
    const page = await newPage();
    let requests = 0;
    await page.route('**/api/products', (route) => {
      requests += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: 'Failed to Load Products' }).waitFor();
    // TanStack's default would have asked three more times (about 7 s) before showing it.
    expect(requests).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  it('returns focus to the header button after the sign-in dialog closes', async () => {
    const page = await newPage();
    await page.goto(webUrl('/'));
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.click();
    await authDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await authDialog(page).waitFor({ state: 'detached' });
    await eventually(
      () => focusedText(page),
      (text) => expect(text.trim()).toBe('Sign In'),
    );
    await page.context().close();
  });

  it('tells a buyer their purchases could not be loaded, with Retry, never "No purchases yet"', async () => {
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    const page = await signedInPage(browser, 'buyer@example.com');
    let failing = true;
    await page.route('**/api/my/purchases', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await page.goto(webUrl('/myaccount'));
    const retry = page.getByRole('button', { name: 'Retry', exact: true });
    await retry.waitFor();
    expect(await page.getByText('No purchases yet').count()).toBe(0);
    failing = false;
    await retry.click();
    await page.getByTestId('purchase-card').first().waitFor();
    await page.context().close();
  });

  it("breaks a long e-mail address on a phone's success page only after the @ or at a dot", async () => {
    const email = `longbuyername${Date.now()}@purchasing.examplecompanydomain.com`;
    const sessionId = await paidGuestOrder([DEMO_PRODUCT_IDS.ticketTriage], email);
    const page = await newPage(390);
    await page.goto(webUrl(`/payment-success?session_id=${sessionId}`));
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const address = page.locator(`[title="${email}"]`);
    await address.waitFor();
    // The first character of every line the address is laid out on: a line starts either with
    // the address itself or after one of its sensible break points, never mid-word.
    const lineStarts = (await page.evaluate(`(() => {
      const element = document.querySelector('[title="${email}"]');
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const starts = [];
      let lastTop = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.data.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (lastTop === null || top > lastTop + 2) starts.push(node.data[i]);
          lastTop = top;
        }
      }
      return starts;
    })()`)) as string[];
    expect(lineStarts.length).toBeGreaterThan(1);
    expect(lineStarts.slice(1).every((char) => char === '@' || char === '.')).toBe(true);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it("shows what's inside on a phone: facts, apps, a lazily loaded diagram and its step list", async () => {
    const inside: WhatsInside = {
      platforms: ['n8n'],
      triggers: ['When a message arrives'],
      stepCount: 3,
      apps: [
        { name: 'Slack', icon: 'n8n/slack.svg' },
        { name: 'OpenAI', icon: '' },
      ],
      needs: ['Slack account (OAuth2)'],
      communityPackages: ['n8n-nodes-example'],
      usesAi: true,
      graphs: [
        {
          title: 'Support agent',
          steps: [
            { id: '0', name: 'Slack Trigger', icon: 'n8n/slack.svg', position: [0, 0] },
            { id: '1', name: 'Ask the model a rather long question', icon: '', position: [220, 0] },
            { id: '2', name: 'Reply in Slack', icon: 'n8n/slack.svg', position: [1400, 300] },
          ],
          edges: [
            { from: '0', to: '1' },
            { from: '1', to: '2' },
          ],
          truncated: false,
        },
      ],
    };
    const page = await newPage(390);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.route(`**/api/products/${DEMO_PRODUCT_IDS.ticketTriage}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, whatsInside: inside } });
    });
    await page.goto(webUrl(`/product/${DEMO_PRODUCT_IDS.ticketTriage}`));
    const section = page.getByRole('region', { name: "What's inside" });
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('whats-inside').waitFor();
    // The body and its diagram come in a chunk of their own, not with the page.
    expect(scripts.some((url) => /\/WhatsInside-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await section.getByText('Slack account (OAuth2)').count()).toBe(1);
    expect(await section.getByText('n8n-nodes-example').count()).toBe(1);
    const diagram = section.getByRole('img', {
      name: /^Workflow diagram of Support agent, 3 steps/,
    });
    await diagram.waitFor();
    // The text alternative opens from the keyboard and says what each step leads to.
    await section.getByText('Steps of Support agent as a list').focus();
    await page.keyboard.press('Enter');
    const steps = section.getByTestId('diagram-steps').getByRole('listitem');
    await steps.first().waitFor();
    expect(await steps.allTextContents()).toEqual([
      'Slack Trigger: leads to Ask the model a rather long question',
      'Ask the model a rather long question: leads to Reply in Slack',
      'Reply in Slack',
    ]);
    // The wide diagram pans inside its own box; the page itself never scrolls sideways.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the first app icons on a catalogue card, and "+N" for the rest', async () => {
    const page = await newPage(390);
    // A card of a product whose files were not read (the demo's have apps of their own).
    const withoutApps = ({ apps: _apps, ...card }: Record<string, unknown>) => card;
    // The catalogue's first page (the web asks for it with its view in the query string).
    await page.route(/\/api\/products(\?[^/]*)?$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { products: Record<string, unknown>[] };
      const [first, ...rest] = body.products;
      const apps = {
        first: [
          { name: 'Slack', icon: 'n8n/slack.svg' },
          { name: 'Gmail', icon: '' },
        ],
        total: 5,
      };
      await route.fulfill({
        response,
        json: { ...body, products: [{ ...first, apps }, ...rest.map(withoutApps)] },
      });
    });
    await page.goto(webUrl('/'));
    const apps = page.getByTestId('product-card').first().getByRole('list', { name: 'Apps' });
    await apps.waitFor();
    // Each item's text: the letter badge (hidden from screen readers) and the app's name.
    expect(await apps.getByRole('listitem').allTextContents()).toEqual([
      'Slack',
      'GGmail',
      '+3 more apps',
    ]);
    expect(await apps.locator('img').getAttribute('src')).toBe('/app-icons/n8n/slack.svg');
    expect(await page.getByTestId('product-card').nth(1).getByRole('list').count()).toBe(0);
    await page.context().close();
  });
});
