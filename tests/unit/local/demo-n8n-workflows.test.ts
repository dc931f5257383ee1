import { readFileSync, statSync } from 'node:fs';
import { checkN8nWorkflowText, isN8nWorkflowFile } from '../../../lambdas/rules/n8n-workflow';
import { latestPublishedVersion } from '../../../lambdas/rules/versions';
import { DEMO_PRODUCTS, DEMO_PURCHASES } from '../../../scripts/local/demo/catalogue';
import { DEMO_BUYER_EMAIL } from '../../../scripts/local/demo/purchases';
import { demoSourcePath } from '../../../scripts/local/demo/sources';

/** Core nodes that need no credentials, so a workflow of them imports with no setup step. */
const CREDENTIAL_FREE = new Set(
  ['manualTrigger', 'scheduleTrigger', 'set', 'if', 'noOp'].map((name) => `n8n-nodes-base.${name}`),
);

type DemoFile = (typeof DEMO_PRODUCTS)[number]['versions'][number]['files'][number];

function workflowFiles(product: (typeof DEMO_PRODUCTS)[number], files: readonly DemoFile[]) {
  return files.filter(
    (file): file is DemoFile & { source: string } =>
      'source' in file && isN8nWorkflowFile(product.platform, file),
  );
}

function check(source: string) {
  const file = demoSourcePath(source);
  return checkN8nWorkflowText(readFileSync(file, 'utf8'), statSync(file).size);
}

describe('demo n8n workflows', () => {
  it('every n8n workflow file of the demo catalogue is importable', () => {
    const checked = DEMO_PRODUCTS.flatMap((product) =>
      product.versions.flatMap((version) =>
        workflowFiles(product, version.files).map((file) => ({
          source: file.source,
          importable: check(file.source).importable,
        })),
      ),
    );
    expect(checked.length).toBeGreaterThanOrEqual(8);
    expect(checked.filter((file) => !file.importable)).toEqual([]);
  });

  it('the demo buyer owns an n8n product whose latest version has two core-node workflows', () => {
    const owned = new Set(
      DEMO_PURCHASES.filter((purchase) => purchase.buyer_email === DEMO_BUYER_EMAIL).map(
        (purchase) => purchase.product_id,
      ),
    );
    const coreOnly = DEMO_PRODUCTS.filter(
      (product) => owned.has(product.id) && product.platform === 'n8n',
    ).flatMap((product) => {
      const latest = latestPublishedVersion(
        product.versions.map((version) => ({ ...version, created_at: version.release_date })),
      );
      return workflowFiles(product, latest?.files ?? []).filter((file) => {
        const result = check(file.source);
        return (
          result.importable &&
          result.workflow.nodes.every(
            (node) => CREDENTIAL_FREE.has(node.type) && node.credentials === undefined,
          )
        );
      });
    });
    expect(coreOnly.map((file) => file.title)).toEqual(['Refund rate alert', 'Revenue snapshot']);
  });
});
