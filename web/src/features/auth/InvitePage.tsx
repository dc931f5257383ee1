import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { InvitationResponse } from '@contracts/auth';
import { MIN_PASSWORD_LENGTH } from '@rules/validation';
import { buttonClass } from '../../components/button';
import { PageSpinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { PageMeta } from '../../components/PageMeta';
import { completeInvitation, fetchInvitation } from './api';
import { firstErrorMessage, useZodForm } from '../../lib/zod-form';
import { INVITATION_ORDER, invitationForm } from './auth-forms';
import { AUTH_TEXT, errorMessage, invitationErrorMessage, welcomeToast } from './auth-messages';
import { AuthCard, PasswordField, SubmitButton, TextField } from '../../components/fields';
import { finishSignIn } from './finish-sign-in';
import { signInWithPassword } from './sign-in';

/** /auth/invite/:token: an invited person creates their account. */
export function InvitePage() {
  return (
    <>
      <PageMeta title="Accept Invitation" noIndex />
      <InvitePageContent />
    </>
  );
}

function InvitePageContent() {
  const token = useParams().token?.trim() ?? '';
  const invitation = useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    enabled: !!token,
    staleTime: 0,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });

  if (!token) return <InvitationError message={AUTH_TEXT.invitation.invalid} />;
  if (invitation.isPending) return <PageSpinner />;
  if (invitation.isError) {
    return <InvitationError message={invitationErrorMessage(invitation.error)} />;
  }
  return <InvitationForm token={token} invitation={invitation.data} />;
}

function InvitationError({ message }: { message: string }) {
  return (
    <AuthCard title="Invitation Error">
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        Go to Home
      </Link>
    </AuthCard>
  );
}

function InvitationForm({ token, invitation }: { token: string; invitation: InvitationResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(invitationForm, {
    defaultValues: { token, fullName: invitation.full_name ?? '', password: '', confirmation: '' },
  });
  const error =
    firstErrorMessage(form.formState.errors, INVITATION_ORDER) ??
    form.formState.errors.root?.message;

  const accept = useMutation({
    mutationFn: async ({ password, fullName }: { password: string; fullName: string }) => {
      const created = await completeInvitation({ token, password, fullName });
      return { email: created.email || invitation.email, password };
    },
    onError: (cause) => {
      console.warn('Completing the invitation failed', cause);
      form.setError('root', {
        message: errorMessage(cause) || AUTH_TEXT.invitation.createFailed,
      });
    },
    // The account exists now: signing in is a separate step whose failure only needs a toast.
    onSuccess: async ({ email, password }) => {
      try {
        const result = await signInWithPassword(email, password);
        if (!result.isSignedIn)
          throw new Error(`Unexpected sign-in step ${result.nextStep.signInStep}`);
        const followUp = await finishSignIn(queryClient, email);
        if (!followUp.blocked) {
          const text = welcomeToast(followUp.linkedPurchases);
          toast.success(text.title, { description: text.description });
        }
      } catch (cause) {
        console.warn('Sign-in after the invitation failed', cause);
        toast.error('Error', { description: AUTH_TEXT.invitation.signInFailed });
      }
      await navigate('/', { replace: true });
    },
  });
  const submitting = accept.isPending || accept.isSuccess;

  return (
    <AuthCard title="Accept Invitation" description="Create your account to get started.">
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            if (!submitting) accept.mutate(values);
          })(event)
        }
        className="space-y-4"
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
          aria-readonly="true"
        />
        <TextField
          label="Full Name"
          {...form.register('fullName')}
          autoComplete="name"
          required
          autoFocus
        />
        <PasswordField
          label="Password"
          {...form.register('password')}
          autoComplete="new-password"
          hint={`Minimum ${MIN_PASSWORD_LENGTH} characters`}
          required
        />
        <PasswordField
          label="Confirm Password"
          {...form.register('confirmation')}
          autoComplete="new-password"
          required
        />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <SubmitButton busy={submitting} label="Create Account" busyLabel="Creating Account..." />
      </form>
    </AuthCard>
  );
}
