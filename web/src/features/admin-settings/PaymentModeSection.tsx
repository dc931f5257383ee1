import { Badge } from '../../components/Badge';
import { Spinner } from '../../components/Spinner';
import { usePaymentMode } from './settings-api';
import { SettingsSection } from './SettingsSection';

export function PaymentModeSection({ stripeMode }: { stripeMode: 'test' | 'live' | undefined }) {
  const { data, isPending, isError } = usePaymentMode();
  return (
    <SettingsSection
      title="Payment mode"
      description="How payments work for you and for this environment."
    >
      {isPending && <Spinner label="Loading payment mode" />}
      {isError && <p className="text-sm text-red-700">The payment mode could not be loaded.</p>}
      {data && (
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-700">Your payments</dt>
            <dd className="mt-1">
              <Badge tone={data.isTestMode ? 'amber' : 'indigo'}>
                {data.isTestMode ? 'Test mode' : 'Live mode'}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Environment (Stripe)</dt>
            <dd className="mt-1">
              <Badge tone={(stripeMode ?? data.stripeMode) === 'live' ? 'indigo' : 'amber'}>
                {(stripeMode ?? data.stripeMode) === 'live' ? 'Live' : 'Test'}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Your role</dt>
            <dd className="mt-1 text-slate-900">{data.userRole}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">Reason</dt>
            <dd className="mt-1 text-slate-900">{data.reason}</dd>
          </div>
        </dl>
      )}
    </SettingsSection>
  );
}
