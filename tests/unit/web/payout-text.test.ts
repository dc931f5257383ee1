import { PAYOUT_MESSAGES } from '../../../lambdas/contracts/payouts';
import { formatCents } from '../../../lambdas/rules/money';
import {
  commissionSummary,
  entryAmount,
  ledgerFileName,
  onboardingReturnOf,
  parseCommission,
  shortOrderRef,
  requirementLabels,
} from '../../../web/src/features/payouts/payout-text';

describe('payout amounts', () => {
  it('shows cents as dollars exact to the cent', () => {
    expect(formatCents(1799)).toBe('$17.99');
    expect(formatCents(1)).toBe('$0.01');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('puts a minus sign on what is taken from the seller only', () => {
    expect(entryAmount('sale', 1999)).toBe('$19.99');
    expect(entryAmount('commission', 200)).toBe('-$2.00');
    expect(entryAmount('transfer', 1799)).toBe('$17.99');
    expect(entryAmount('hold', 1799)).toBe('$17.99');
    expect(entryAmount('release', 1799)).toBe('$17.99');
    expect(entryAmount('reversal', 500)).toBe('-$5.00');
    expect(entryAmount('hold_cancelled', 500)).toBe('-$5.00');
  });

  it('shows a share of 0 (a line sold at 100% off) without a minus sign', () => {
    expect(entryAmount('sale', 0)).toBe('$0.00');
    expect(entryAmount('commission', 0)).toBe('$0.00');
    expect(entryAmount('transfer', 0)).toBe('$0.00');
  });
});

describe('commission', () => {
  const base = { seller_id: 's1', shop_default_rate_bps: 1000 };

  it('says whether the rate is the seller own or the shop default', () => {
    expect(commissionSummary({ ...base, override_rate_bps: null, effective_rate_bps: 1000 })).toBe(
      '10% (shop default)',
    );
    expect(commissionSummary({ ...base, override_rate_bps: 1250, effective_rate_bps: 1250 })).toBe(
      '12.5% (own rate)',
    );
  });

  it('reads a typed percentage into basis points or the API message', () => {
    expect(parseCommission('')).toEqual({});
    expect(parseCommission('  ')).toEqual({});
    expect(parseCommission('12.5')).toEqual({ bps: 1250 });
    expect(parseCommission('0')).toEqual({ bps: 0 });
    expect(parseCommission('100%')).toEqual({ bps: 10_000 });
    expect(parseCommission('100.01')).toEqual({ error: PAYOUT_MESSAGES.commissionRange });
    expect(parseCommission('12.345')).toEqual({ error: PAYOUT_MESSAGES.commissionRange });
    expect(parseCommission('-1')).toEqual({ error: PAYOUT_MESSAGES.commissionRange });
    expect(parseCommission('ten')).toEqual({ error: PAYOUT_MESSAGES.commissionRange });
  });
});

describe("Stripe's requirements in plain words", () => {
  it('names each requirement of an Express individual once, in order', () => {
    expect(
      requirementLabels([
        'business_type',
        'external_account',
        'individual.dob.day',
        'individual.dob.month',
        'individual.dob.year',
        'individual.email',
        'individual.first_name',
        'individual.last_name',
        'individual.phone',
        'individual.ssn_last_4',
        'tos_acceptance.date',
        'tos_acceptance.ip',
      ]),
    ).toEqual([
      'Type of business',
      'Bank account for payouts',
      'Date of birth',
      'Email address',
      'First name',
      'Last name',
      'Phone number',
      'Last 4 digits of your Social Security number',
      "Acceptance of Stripe's terms of service",
    ]);
  });

  it('groups addresses and people, and words an unknown name from its last part', () => {
    expect(
      requirementLabels([
        'individual.address.line1',
        'individual.address.postal_code',
        'individual.verification.document',
        'person_1Abc.first_name',
        'company.tax_id',
        'some.future.tax_residency',
      ]),
    ).toEqual([
      'Home address',
      'Photo ID document',
      'Details of a person on the account',
      'Business details',
      'Tax residency',
    ]);
    expect(requirementLabels([])).toEqual([]);
  });
});

describe('coming back from onboarding', () => {
  it('reads the return and refresh URLs the API gives Stripe', () => {
    expect(onboardingReturnOf('?onboarding=return')).toBe('return');
    expect(onboardingReturnOf('?onboarding=refresh')).toBe('refresh');
    expect(onboardingReturnOf('?return')).toBe('return');
    expect(onboardingReturnOf('?refresh=1')).toBe('refresh');
    expect(onboardingReturnOf('')).toBeNull();
    expect(onboardingReturnOf('?onboarding=other&page=2')).toBeNull();
  });
});

describe('the ledger download', () => {
  const today = new Date('2026-05-03T10:00:00.000Z');

  it("keeps the server's file name, without path separators", () => {
    expect(ledgerFileName('attachment; filename="payouts-2026-05-03.csv"', today)).toBe(
      'payouts-2026-05-03.csv',
    );
    expect(ledgerFileName('attachment; filename="../evil/name.csv"', today)).toBe(
      '.._evil_name.csv',
    );
    expect(ledgerFileName("attachment; filename*=UTF-8''ledger%20may.csv", today)).toBe(
      'ledger may.csv',
    );
  });

  it('names the file after the day when the server does not', () => {
    expect(ledgerFileName(null, today)).toBe('payouts-2026-05-03.csv');
    expect(ledgerFileName('attachment', today)).toBe('payouts-2026-05-03.csv');
  });
});

describe('shortOrderRef', () => {
  it('shortens a full order reference and leaves a short one whole', () => {
    expect(shortOrderRef('ord_c69a20b6dd134022b627bef78e4fd48a')).toBe('ord_c69a20b6…');
    expect(shortOrderRef('ord_1234')).toBe('ord_1234');
  });
});
