import { priceTaxLabel } from '@rules/tax';
import { useRuntimeConfig } from '../lib/runtime-config-context';

/**
 * "excl. tax" after a price while the environment has Stripe Tax on (`stripeTax` in
 * /config.json): Checkout adds the buyer's tax on top, so the shop says so wherever it shows a
 * price. Nothing while tax is off or the config could not be read.
 */
export function TaxLabel() {
  const { config } = useRuntimeConfig();
  const label = priceTaxLabel(config?.stripeTax ?? false);
  if (!label) return null;
  // The space keeps "$49.00 excl. tax" two words for screen readers and copied text.
  return (
    <>
      {' '}
      <span className="text-xs font-normal text-slate-500">{label}</span>
    </>
  );
}
