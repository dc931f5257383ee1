import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';
import { isPortInUse } from './processes';
import { DATA_DIR } from './paths';
import { INVOICE_LOOKUP_MIGRATION } from '../../lambdas/repositories/invoice-lookup-migration';
import {
  CATALOGUE_CARDS_MIGRATION,
  migrateCatalogueBrowse,
} from '../../lambdas/repositories/catalogue-browse/browse-migration';
import { retireCatalogueIndex } from '../../lambdas/repositories/catalogue-index-migration';
import { migrateMoneyToCents, runMigration } from '../../lambdas/repositories/money-migrations';
import { seedDemoData } from './seed';
import {
  adaptivePricingRequested,
  DEFAULT_PORTS,
  startStack,
  stripeTaxRequested,
  type StackPorts,
} from './stack';

/** `npm start`: the whole shop on this machine, data kept in `.data/` between runs. */
async function main() {
  const started = Date.now();
  const ports: StackPorts = {
    ...DEFAULT_PORTS,
    web: Number(process.env.PORT ?? DEFAULT_PORTS.web),
  };
  for (const [name, port] of Object.entries(ports)) {
    if (await isPortInUse(port)) {
      const hint = name === 'web' ? ' Set PORT to use another port for the site.' : '';
      throw new Error(
        `Port ${port} (${name}) is already in use. Stop whatever uses it and try again.${hint}`,
      );
    }
  }
  console.log(
    'Starting the local stack (DynamoDB Local, s3rver, cognito-local, SES mailbox, Stripe, API, web)...',
  );
  const stack = await startStack({
    ports,
    dataDir: DATA_DIR,
    persistent: true,
    web: true,
    stripeTax: stripeTaxRequested(process.env.STRIPE_TAX),
    adaptivePricing: adaptivePricingRequested(process.env.STRIPE_ADAPTIVE_PRICING),
    seed: async () => {
      const seeded = await seedDemoData({ onlyOnce: true });
      console.log(
        seeded
          ? 'Seeded the demo catalogue and accounts.'
          : 'Demo data already present (npm run reset wipes it).',
      );
      // Data kept from an older version (persistent .data) is rewritten in today's shape.
      const money = await migrateMoneyToCents();
      if (money.migrated > 0)
        console.log(`Moved ${money.migrated} stored orders, order items and purchases to cents.`);
      await runMigration(INVOICE_LOOKUP_MIGRATION);
      await migrateCatalogueBrowse();
      await retireCatalogueIndex();
      await migrateCatalogueBrowse({ name: CATALOGUE_CARDS_MIGRATION });
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Automation Marketplace is running (ready in ${seconds} s).

  Site           ${stack.urls.web}
  Local mailbox  ${stack.urls.mailbox}
  API            ${stack.urls.api}/api/products
  Stripe (local) ${stack.urls.stripe}
  Buyer currency ${stack.env.STRIPE_ADAPTIVE_PRICING === 'true' ? 'on (EUR at 0.92, GBP at 0.79 per USD)' : 'off (USD only)'}
  Stripe Tax     ${stack.env.STRIPE_TAX === 'true' ? 'on (20% local rate)' : 'off (STRIPE_TAX=on npm start turns it on)'}

Demo logins (password ${DEMO_PASSWORD}):
${DEMO_USERS.map((user) => `  ${user.email.padEnd(22)} ${user.role}`).join('\n')}

Logs: .data/logs/. Press Ctrl-C to stop.`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`\nCould not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
