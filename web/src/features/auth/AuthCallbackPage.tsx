import { confirmSignUp } from 'aws-amplify/auth';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Spinner } from '../../components/Spinner';
import { PageMeta } from '../../components/PageMeta';
import { parseCallbackLink } from './auth-links';
import { AUTH_TEXT, verificationOutcome } from './auth-messages';

/**
 * /auth/callback?type=signup|recovery&email=...&code=...: the links of the verification and
 * recovery e-mails (written by our Cognito CustomMessage trigger). Sign-up links are confirmed
 * here; recovery links go on to the reset page with the e-mail and code in router state.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A code is single-use: StrictMode's second effect run must not confirm it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = parseCallbackLink(params);

    if (link.kind === 'recovery') {
      void navigate('/auth/reset-password', {
        replace: true,
        state: { email: link.email, code: link.code },
      });
      return;
    }
    if (link.kind === 'invalid') {
      toast.error(AUTH_TEXT.verificationFailed, { description: AUTH_TEXT.unexpectedVerification });
      void navigate('/', { replace: true });
      return;
    }

    const verified = () => {
      toast.success(AUTH_TEXT.emailVerified, {
        description: 'Your email address is confirmed. You can now sign in.',
      });
      void navigate('/', { replace: true });
    };
    confirmSignUp({ username: link.email, confirmationCode: link.code }).then(
      verified,
      (error: unknown) => {
        console.warn('Email verification failed', error);
        const outcome = verificationOutcome(error);
        if (outcome.verified) {
          verified();
          return;
        }
        toast.error(outcome.toast.title, { description: outcome.toast.description });
        void navigate('/', { replace: true });
      },
    );
  }, [params, navigate]);

  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <PageMeta title="Verifying" noIndex />
      <Spinner className="size-8" label="Verifying" />
      <p>Checking your link, please wait...</p>
    </div>
  );
}
