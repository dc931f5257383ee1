import type { ReactNode } from 'react';
import type { PayoutAccountView } from '@contracts/payouts';
import { formatRate } from '@rules/commission';
import { Badge, type BadgeTone } from '../../components/Badge';
import { buttonClass } from '../../components/button';
import { ButtonSpinner } from '../../components/Spinner';
import {
  AlertIcon,
  CheckCircleIcon,
  ExternalLinkIcon,
  HourglassIcon,
  WalletIcon,
} from '../../components/icons';
import { ACCOUNT_STATE_LABELS, requirementLabels } from './payout-text';

interface PayoutAccountCardProps {
  account: PayoutAccountView;
  commissionRateBps: number;
  /** Asks the API for an onboarding link and goes there. */
  onOnboard: () => void;
  /** True while the link is being made (and the browser is on its way to Stripe). */
  onboarding: boolean;
  /** A line above the state: coming back from Stripe, or a new link on its way. */
  notice?: string;
}

/** The state's badge colour, here and in the admin's overview. */
export const ACCOUNT_STATE_TONES: Record<PayoutAccountView['state'], BadgeTone> = {
  not_started: 'neutral',
  details_missing: 'amber',
  pending_verification: 'indigo',
  payouts_enabled: 'green',
};

function OnboardButton({
  label,
  onOnboard,
  onboarding,
}: Pick<PayoutAccountCardProps, 'onOnboard' | 'onboarding'> & { label: string }) {
  return (
    <button
      type="button"
      className={buttonClass('primary', 'md', 'self-start')}
      onClick={onOnboard}
      disabled={onboarding}
      aria-busy={onboarding}
    >
      {onboarding ? <ButtonSpinner /> : <ExternalLinkIcon className="size-4" />}
      {label}
    </button>
  );
}

/** What Stripe still asks for, in plain words. */
function Requirements({ currentlyDue }: { currentlyDue: string[] }) {
  const labels = requirementLabels(currentlyDue);
  if (labels.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">Stripe still needs:</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-700" data-testid="payout-requirements">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}

function StateBody(props: PayoutAccountCardProps): ReactNode {
  const { account } = props;
  switch (account.state) {
    case 'not_started':
      return (
        <>
          <p className="text-sm text-slate-700">
            Connect a Stripe account to receive your earnings. Until then, your earnings are held
            for you and transferred once payouts are enabled.
          </p>
          <OnboardButton label="Connect with Stripe" {...props} />
        </>
      );
    case 'details_missing':
      return (
        <>
          <p className="text-sm text-slate-700">
            Your earnings are held until Stripe has what it needs to pay you.
          </p>
          <Requirements currentlyDue={account.currently_due} />
          <OnboardButton label="Continue onboarding" {...props} />
        </>
      );
    case 'pending_verification':
      return (
        <>
          <p className="text-sm text-slate-700">
            Stripe is checking your details. Your held earnings are transferred as soon as payouts
            are enabled.
          </p>
          <Requirements currentlyDue={account.currently_due} />
          {account.currently_due.length > 0 && (
            <OnboardButton label="Continue onboarding" {...props} />
          )}
        </>
      );
    case 'payouts_enabled':
      return (
        <p className="text-sm text-slate-700">
          Your share of every sale is transferred to your Stripe account, and Stripe pays it out to
          your bank.
        </p>
      );
  }
}

const ICONS: Record<PayoutAccountView['state'], ReactNode> = {
  not_started: <WalletIcon className="size-6 text-slate-500" />,
  details_missing: <AlertIcon className="size-6 text-amber-600" />,
  pending_verification: <HourglassIcon className="size-6 text-indigo-600" />,
  payouts_enabled: <CheckCircleIcon className="size-6 text-emerald-600" />,
};

/** The seller's Stripe account: its state, what is missing, and the way to Stripe's onboarding. */
export function PayoutAccountCard(props: PayoutAccountCardProps) {
  const { account, commissionRateBps, notice } = props;
  return (
    <section
      aria-labelledby="payout-account-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="payout-account"
      data-state={account.state}
    >
      <div className="flex flex-wrap items-center gap-3">
        {ICONS[account.state]}
        <h2 id="payout-account-heading" className="text-lg font-semibold text-slate-900">
          Stripe account
        </h2>
        <span aria-live="polite">
          <Badge tone={ACCOUNT_STATE_TONES[account.state]}>
            {ACCOUNT_STATE_LABELS[account.state]}
          </Badge>
        </span>
      </div>
      {notice && (
        <p role="status" className="text-sm font-medium text-indigo-800">
          {notice}
        </p>
      )}
      <StateBody {...props} />
      <p className="text-xs text-slate-500">
        The shop keeps a commission of {formatRate(commissionRateBps)} of each sale; the rest is
        yours.
      </p>
    </section>
  );
}
