import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/button';
import { CheckCircleIcon, InfoIcon } from '../../../components/icons';
import { authPath, downloadsPath } from '../../../lib/paths';
import { useAuth } from '../../auth/auth-context';

/**
 * Guests may turn the purchase into one of their account's: signing up or in from here links
 * the purchases made with that email. Signed-in users already have it linked.
 */
export function LinkPurchaseBox({ sessionId }: { sessionId: string }) {
  const { user, loading } = useAuth();
  if (loading) return null;

  if (user) {
    return (
      <div className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5">
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
        <div className="text-sm">
          <h2 className="font-semibold text-emerald-900">Purchase Linked</h2>
          <p className="mt-1 text-emerald-800">
            Purchases made with your email appear in your account, together with every future
            update.{' '}
            <Link to="/myaccount" className="font-medium underline underline-offset-2">
              Go to My Account
            </Link>
          </p>
        </div>
      </div>
    );
  }

  const back = downloadsPath(sessionId);
  return (
    <div className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5">
      <div className="flex gap-3">
        <InfoIcon className="mt-0.5 size-5 shrink-0 text-indigo-600" />
        <div className="text-sm">
          <h2 className="font-semibold text-indigo-900">Keep your purchase in an account</h2>
          <p className="mt-1 text-indigo-800">
            Create an account or sign in with the email you bought with to find this purchase and
            its updates in My Account at any time.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:pl-8">
        <Link to={authPath('signup', back)} className={buttonClass('primary', 'sm')}>
          Create Account &amp; Link Purchase
        </Link>
        <Link to={authPath('signin', back)} className={buttonClass('secondary', 'sm')}>
          Sign in &amp; Link Purchase
        </Link>
      </div>
    </div>
  );
}
