/** The bench's Lambda section: each function group's minified bundle against its budget. */
import { measureLambdaBundles } from './lambda-bundles';
import { kb, TARGETS, type RecordCheck } from './targets';

export function reportLambdas(check: RecordCheck) {
  console.log('\nLambda bundles (minified index.js)');
  for (const bundle of measureLambdaBundles()) {
    console.log(
      `  ${bundle.description.slice(0, 60).padEnd(60)} ${kb(bundle.bytes).padStart(9)}   budget ${kb(bundle.budgetBytes)}${bundle.containsStripe ? ' (Stripe SDK)' : ''}`,
    );
    check(
      `bundle ${bundle.description.slice(0, 40)}`,
      bundle.bytes <= TARGETS.lambdaBundleBytes,
      `${kb(bundle.bytes)} (target ${kb(TARGETS.lambdaBundleBytes)})`,
    );
  }
}
