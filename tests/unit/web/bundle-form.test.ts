import { BUNDLE_MESSAGES, type SellerBundle } from '../../../lambdas/contracts/bundles';
import { MANAGE_MESSAGES } from '../../../lambdas/contracts/manage/products';
import {
  bundleFigures,
  bundleForm,
  centsOfDollars,
  EMPTY_BUNDLE_FORM,
  fieldOfServerMessage,
  formOfBundle,
  savingPercent,
} from '../../../web/src/features/bundles/bundle-form';

const LEAD = { id: 'p-lead', name: 'Lead Capture', price: 49 };
const TRIAGE = { id: 'p-triage', name: 'Ticket Triage', price: 69 };
const FILLED = {
  ...EMPTY_BUNDLE_FORM,
  name: '  Support Duo ',
  product_ids: [LEAD.id, TRIAGE.id],
  price_cents: '99',
  floor_cents: '39.5',
};

/** The messages the form's schema gives, by field (its paths are the body's field names). */
function errorsOf(input: typeof FILLED): Record<string, string> {
  const parsed = bundleForm.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the bundle editor', () => {
  it('reads dollars as typed into whole cents, and leaves what is not a price unreadable', () => {
    expect(centsOfDollars('99')).toBe(9900);
    expect(centsOfDollars(' $1,049.5 ')).toBe(104950);
    // 0.29 * 100 is 28.999... in floating point: the cents are read apart.
    expect(centsOfDollars('0.29')).toBe(29);
    expect(centsOfDollars('12.')).toBe(1200);
    expect(centsOfDollars('.5')).toBe(50);
    expect(centsOfDollars('49.999')).not.toBe(5000);
    expect(Number.isInteger(centsOfDollars('49.999'))).toBe(false);
    for (const junk of ['', '  ', '.', 'abc', '4 9', '-5', '1e3']) {
      expect(centsOfDollars(junk)).toBeNaN();
    }
  });

  it("sends the API's body: trimmed, in cents, without a cover when the default is kept", () => {
    expect(bundleForm.parse(FILLED)).toEqual({
      name: 'Support Duo',
      description: '',
      product_ids: [LEAD.id, TRIAGE.id],
      price_cents: 9900,
      floor_cents: 3950,
    });
    expect(bundleForm.parse({ ...FILLED, cover_product_id: TRIAGE.id }).cover_product_id).toBe(
      TRIAGE.id,
    );
  });

  it("refuses what the server would, with the route's messages on the fields that hold them", () => {
    expect(errorsOf({ ...FILLED, product_ids: [LEAD.id] })).toEqual({
      product_ids: BUNDLE_MESSAGES.tooFewProducts,
    });
    expect(errorsOf({ ...FILLED, price_cents: '' })).toEqual({
      price_cents: 'Enter the bundle price',
    });
    expect(errorsOf({ ...FILLED, price_cents: '49.999' })).toEqual({
      price_cents: 'The bundle price is in whole cents',
    });
    expect(errorsOf({ ...FILLED, floor_cents: '0.2' })).toEqual({
      floor_cents: 'The floor price is at least $0.50',
    });
    expect(errorsOf({ ...FILLED, floor_cents: '100' })).toEqual({
      floor_cents: BUNDLE_MESSAGES.floorAbovePrice,
    });
    expect(errorsOf({ ...FILLED, name: '   ' })).toEqual({ name: 'Enter a name' });
  });

  it('opens a saved bundle with its prices in dollars, and sends it back unchanged', () => {
    const saved = {
      id: 'bnd_1',
      name: 'Support Duo',
      description: 'Two flows',
      product_ids: [LEAD.id, TRIAGE.id],
      cover_product_id: TRIAGE.id,
      price_cents: 9950,
      floor_cents: 3900,
    } as SellerBundle;
    const form = formOfBundle(saved);
    expect(form).toMatchObject({ price_cents: '99.50', floor_cents: '39.00' });
    expect(bundleForm.parse(form)).toEqual({
      name: saved.name,
      description: saved.description,
      product_ids: saved.product_ids,
      cover_product_id: saved.cover_product_id,
      price_cents: saved.price_cents,
      floor_cents: saved.floor_cents,
    });
  });

  it('shows the value, the saving (value less price) and what an owner of the dearest pays', () => {
    expect(bundleFigures([LEAD, TRIAGE], '99', '39')).toEqual({
      value_cents: 11800,
      price_cents: 9900,
      saving_cents: 1900,
      // $99 less Ticket Triage's $69 is $30, below the floor: $39.
      owner: { name: TRIAGE.name, pays_cents: 3900 },
    });
    expect(bundleFigures([LEAD, TRIAGE], '100', '20').owner?.pays_cents).toBe(3100);
    // Above the value: a negative saving, which the form words as nothing saved.
    expect(bundleFigures([LEAD, TRIAGE], '120', '39').saving_cents).toBe(-200);
    // Until a price is readable, no saving; until two products, no owner's example.
    expect(bundleFigures([LEAD, TRIAGE], '', '39')).toEqual({
      value_cents: 11800,
      price_cents: null,
      saving_cents: null,
    });
    expect(bundleFigures([LEAD], '40', '39').owner).toBeUndefined();
    expect(bundleFigures([], '40', '').value_cents).toBe(0);
    expect(savingPercent(1900, 11800)).toBe(16);
    expect(savingPercent(100, 0)).toBe(0);
  });

  it("puts the server's refusals on their field, and the rest on the whole form", () => {
    expect(fieldOfServerMessage(BUNDLE_MESSAGES.notListed(['Lead Capture']))).toBe('product_ids');
    expect(fieldOfServerMessage(BUNDLE_MESSAGES.oneOwner)).toBe('product_ids');
    expect(fieldOfServerMessage(BUNDLE_MESSAGES.tooFewProducts)).toBe('product_ids');
    expect(fieldOfServerMessage(MANAGE_MESSAGES.productNotFound)).toBe('product_ids');
    expect(fieldOfServerMessage(BUNDLE_MESSAGES.floorAbovePrice)).toBe('floor_cents');
    expect(fieldOfServerMessage(BUNDLE_MESSAGES.coverNotIncluded)).toBe('cover_product_id');
    expect(fieldOfServerMessage('The bundle price is at most $10,000')).toBe('price_cents');
    expect(fieldOfServerMessage('The name has at most 120 characters')).toBe('name');
    expect(fieldOfServerMessage(BUNDLE_MESSAGES.notFound)).toBeUndefined();
    expect(
      fieldOfServerMessage('This bundle was changed meanwhile: reload it and try again'),
    ).toBeUndefined();
  });
});
