import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AuthPage() {
  return <PlaceholderPage title="Sign In">Signing in will be available here soon.</PlaceholderPage>;
}

export function AuthCallbackPage() {
  return <PlaceholderPage title="Verifying">Checking your link, please wait.</PlaceholderPage>;
}

export function ResetPasswordPage() {
  return (
    <PlaceholderPage title="Reset Password">
      Choosing a new password will be available here soon.
    </PlaceholderPage>
  );
}

export function InvitePage() {
  return (
    <PlaceholderPage title="Accept Invitation">
      Creating an account from an invitation will be available here soon.
    </PlaceholderPage>
  );
}
