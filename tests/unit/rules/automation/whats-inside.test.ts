import {
  GRAPH_MAX_STEPS,
  type ArchiveManifest,
  type AutomationManifest,
} from '../../../../lambdas/rules/automation/manifest';
import {
  CARD_APPS_MAX,
  cardAppsOf,
  insideSources,
  mergeWhatsInside,
} from '../../../../lambdas/rules/automation/whats-inside';
import type { ProductFile } from '../../../../lambdas/rules/product-content';
import { linearN8n, manifestOf } from './fixtures';

function manifest(overrides: Partial<AutomationManifest> = {}): AutomationManifest {
  return {
    platform: 'n8n',
    triggers: [{ kind: 'webhook', label: 'Webhook' }],
    stepCount: 2,
    apps: [{ key: 'n8n-nodes-base.slack', name: 'Slack', icon: 'n8n/slack.svg' }],
    credentials: ['Slack account (OAuth2)'],
    communityPackages: [],
    usesAi: false,
    graph: {
      steps: [
        { id: '0', name: 'Webhook', app: 'n8n-nodes-base.webhook', position: [0, 0] },
        { id: '1', name: 'Post', app: 'n8n-nodes-base.slack', position: [200, 0] },
      ],
      edges: [{ from: '0', to: '1', kind: 'main', branch: 0 }],
      truncated: false,
    },
    ...overrides,
  };
}

const make = manifest({
  platform: 'make',
  triggers: [{ kind: 'schedule', label: 'Every 15 minutes' }],
  stepCount: 3,
  apps: [
    { key: 'slack', name: 'Slack', icon: '' },
    { key: 'google-sheets', name: 'Google Sheets', icon: '' },
  ],
  credentials: ['Google Sheets connection', 'Slack account (OAuth2)'],
  communityPackages: [],
  usesAi: true,
  graph: { steps: [], edges: [], truncated: false },
});

describe('mergeWhatsInside', () => {
  it('answers null for a version without read automation files', () => {
    expect(mergeWhatsInside([], { withGraph: true })).toBeNull();
  });

  it('sums up one file: words, apps with icons, and a graph without parameters or app keys', () => {
    const inside = mergeWhatsInside([{ title: 'Main workflow', manifest: manifest() }], {
      withGraph: true,
    });
    expect(inside).toEqual({
      platforms: ['n8n'],
      triggers: ['Webhook'],
      stepCount: 2,
      apps: [{ name: 'Slack', icon: 'n8n/slack.svg' }],
      needs: ['Slack account (OAuth2)'],
      communityPackages: [],
      usesAi: false,
      graphs: [
        {
          title: 'Main workflow',
          steps: [
            { id: '0', name: 'Webhook', icon: '', position: [0, 0] },
            { id: '1', name: 'Post', icon: 'n8n/slack.svg', position: [200, 0] },
          ],
          edges: [{ from: '0', to: '1' }],
          truncated: false,
        },
      ],
    });
  });

  it('merges files and zip members: platforms, apps and needs deduplicated, steps added up', () => {
    const archive: ArchiveManifest = {
      platforms: ['make'],
      stepCount: 3,
      triggers: make.triggers,
      apps: make.apps,
      credentials: make.credentials,
      communityPackages: ['n8n-nodes-foo'],
      usesAi: true,
      members: [
        { fileName: 'a.json', manifest: make },
        { fileName: 'b.json', manifest: manifest({ communityPackages: ['n8n-nodes-foo'] }) },
      ],
    };
    const inside = mergeWhatsInside(
      [
        { title: 'Main', manifest: manifest() },
        { title: 'Bundle', manifest: archive },
      ],
      { withGraph: true },
    );
    expect(inside).toMatchObject({
      platforms: ['n8n', 'make'],
      triggers: ['Webhook', 'Every 15 minutes'],
      stepCount: 7,
      needs: ['Slack account (OAuth2)', 'Google Sheets connection'],
      communityPackages: ['n8n-nodes-foo'],
      usesAi: true,
    });
    // Apps are told apart by key: Make's 'slack' and n8n's Slack node are two entries.
    expect(inside?.apps.map((app) => app.name)).toEqual(['Slack', 'Slack', 'Google Sheets']);
    // A member without steps draws nothing; the others are titled by file and member name.
    expect(inside?.graphs?.map((graph) => graph.title)).toEqual(['Main', 'b.json']);
  });

  it('leaves the graphs out when the seller turned the diagram off', () => {
    const inside = mergeWhatsInside([{ title: 'Main', manifest: manifest() }], {
      withGraph: false,
    });
    expect(inside).not.toHaveProperty('graphs');
    expect(inside?.stepCount).toBe(2);
  });

  it('keeps all graphs together within one manifest room', () => {
    const big = manifestOf(new TextEncoder().encode(JSON.stringify(linearN8n(400))));
    expect(big.graph.steps).toHaveLength(GRAPH_MAX_STEPS);
    const inside = mergeWhatsInside(
      [
        { title: 'One', manifest: big },
        { title: 'Two', manifest: big },
      ],
      { withGraph: true },
    );
    const graphs = inside?.graphs ?? [];
    expect(graphs).toHaveLength(1);
    expect(graphs[0]?.truncated).toBe(true);
    expect(inside?.stepCount).toBe(800);
    const bytes = JSON.stringify(inside).length;
    expect(bytes).toBeLessThan(25_000);
  });

  it('never copies parameters, credential ids or step app keys out of the manifest', () => {
    const raw = manifest();
    const withExtras = {
      ...raw,
      graph: {
        ...raw.graph,
        steps: raw.graph.steps.map((step) => ({ ...step, parameters: { token: 'secret' } })),
      },
      credentialIds: ['cred-123'],
    } as unknown as AutomationManifest;
    const text = JSON.stringify(
      mergeWhatsInside([{ title: 'x', manifest: withExtras }], { withGraph: true }),
    );
    expect(text).not.toContain('secret');
    expect(text).not.toContain('cred-123');
    expect(text).not.toContain('n8n-nodes-base');
  });
});

describe('insideSources', () => {
  const file = (overrides: Partial<ProductFile>): ProductFile => ({
    id: 'f',
    product_id: 'p',
    version_id: 'v2',
    title: '',
    display_name: 'flow.json',
    file_type: 'json',
    file_purpose: 'automation',
    platform: 'n8n',
    file_path: 'p/v2/flow.json',
    order_position: 1,
    file_size: 10,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

  it("reads only the given version's files that carry a manifest, in the page's order", () => {
    const sources = insideSources(
      [
        file({ id: 'b', title: 'Second', order_position: 2, automation_manifest: make }),
        file({ id: 'old', version_id: 'v1', automation_manifest: manifest() }),
        file({ id: 'plain' }),
        file({ id: 'a', order_position: 1, automation_manifest: manifest() }),
      ],
      'v2',
    );
    expect(sources.map((source) => source.title)).toEqual(['flow.json', 'Second']);
  });
});

describe('cardAppsOf', () => {
  it('keeps the first few apps and the total, for the card\'s "+N"', () => {
    const apps = Array.from({ length: 7 }, (_, index) => ({
      key: `app-${index}`,
      name: `App ${index}`,
      icon: '',
    }));
    const card = cardAppsOf([{ title: 'x', manifest: manifest({ apps }) }]);
    expect(card?.first).toHaveLength(CARD_APPS_MAX);
    expect(card?.total).toBe(7);
  });

  it('answers nothing when the files name no app', () => {
    expect(cardAppsOf([{ title: 'x', manifest: manifest({ apps: [] }) }])).toBeUndefined();
    expect(cardAppsOf([])).toBeUndefined();
  });
});
