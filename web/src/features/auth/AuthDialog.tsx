import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { signUp } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { useAuthDialogControl, type AuthDialogRequest } from './auth-dialog-control';
import { authTabFor, safeRedirect, type AuthTab } from './auth-links';
import { AUTH_TEXT, signInErrorToast, signedInToast, welcomeToast } from './auth-messages';
import { BackHeader, ConfirmationView, SignUpSentView } from './components/DialogViews';
import { ResetRequestForm } from './components/ResetRequestForm';
import { SignInForm } from './components/SignInForm';
import { SignUpForm } from './components/SignUpForm';
import { finishSignIn } from './finish-sign-in';
import { signInWithPassword } from './sign-in';

type View =
  | { name: 'main' }
  | { name: 'reset' }
  | { name: 'reset-sent'; message: string }
  | { name: 'signup-sent'; email: string };

/**
 * Lives in the root layout (inside the router) and shows the dialog that `openAuthDialog`
 * asks for. It also lends the provider the router's navigate.
 */
export function AuthDialogHost() {
  const control = useAuthDialogControl();
  const navigate = useNavigate();
  const { request } = control;
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    control.setNavigate((to) => void navigate(to));
    return () => control.setNavigate(null);
  }, [control, navigate]);

  return (
    <Dialog.Root
      open={!!request}
      onOpenChange={(open) => {
        if (!open) control.dismiss();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
        <Dialog.Content
          data-testid="auth-dialog"
          aria-describedby={undefined}
          // Typing starts in the first field. The form does not focus it itself (autoFocus):
          // that would run before this notes which control opened the dialog.
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const field = (event.currentTarget as HTMLElement).querySelector('input');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          // No Radix trigger opens this dialog (any page can ask for it), so Radix has nothing
          // to return focus to: give it back to the control that opened it, if still there.
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          {request && (
            <AuthDialogBody
              key={request.id}
              request={request}
              onClose={control.close}
              onSignedIn={() => {
                control.close();
                const redirect = safeRedirect(request.redirect);
                if (redirect) void navigate(redirect);
              }}
            />
          )}
          <Dialog.Close
            className={buttonClass('ghost', 'icon', 'absolute top-3 right-3 size-9')}
            aria-label="Close"
          >
            <CloseIcon className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface AuthDialogBodyProps {
  request: AuthDialogRequest;
  onSignedIn: () => void;
  onClose: () => void;
}

function AuthDialogBody({ request, onSignedIn, onClose }: AuthDialogBodyProps) {
  const queryClient = useQueryClient();
  const allowSignUp = !!request.allowSignUp;
  const [view, setView] = useState<View>({ name: 'main' });
  const [tab, setTab] = useState<AuthTab>(() => authTabFor(request.tab, allowSignUp));
  const [email, setEmail] = useState(request.email ?? '');

  /** After a session exists: link guest purchases, load the profile, then report. */
  async function completeSignIn(enteredEmail: string, text: (linked: number) => void) {
    const followUp = await finishSignIn(queryClient, enteredEmail);
    if (followUp.blocked) {
      // The provider signs out and explains (Account Suspended / Scheduled for Deletion).
      onClose();
      return;
    }
    text(followUp.linkedPurchases);
    onSignedIn();
  }

  async function handleSignIn(enteredEmail: string, password: string) {
    const result = await signInWithPassword(enteredEmail, password);
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
      const text = signInErrorToast({ name: 'UserNotConfirmedException' });
      toast.error(text.title, { description: text.description });
      return;
    }
    if (!result.isSignedIn) {
      // New-password or MFA challenges: this shop's pools never ask for them.
      throw new Error(`This sign-in step is not supported (${result.nextStep.signInStep}).`);
    }
    await completeSignIn(enteredEmail, (linked) => {
      const text = signedInToast(linked);
      toast.success(text.title, { description: text.description });
    });
  }

  async function handleSignUp(input: { email: string; password: string; fullName: string }) {
    const result = await signUp({
      username: input.email,
      password: input.password,
      options: { userAttributes: { email: input.email, name: input.fullName } },
    });
    if (result.nextStep.signUpStep === 'DONE') {
      // An auto-confirmed pool: the account can sign in at once (spec: created with session).
      try {
        const signedIn = await signInWithPassword(input.email, input.password);
        if (signedIn.isSignedIn) {
          await completeSignIn(input.email, (linked) => {
            const text = welcomeToast(linked);
            toast.success(text.title, { description: text.description });
          });
          return;
        }
      } catch (error) {
        console.warn('Sign-in after sign-up failed', error);
      }
    }
    toast.success(AUTH_TEXT.accountCreated.title, {
      description: AUTH_TEXT.accountCreated.description,
    });
    setView({ name: 'signup-sent', email: input.email });
  }

  const backToSignIn = () => {
    setTab('signin');
    setView({ name: 'main' });
  };

  switch (view.name) {
    case 'reset':
      return (
        <>
          <BackHeader title="Reset Password" onBack={backToSignIn} />
          <p className="mt-2 mb-5 text-sm text-slate-600">
            Enter your email address and we will send you a link to reset your password.
          </p>
          <ResetRequestForm
            email={email}
            onEmailChange={setEmail}
            onSent={(message) => setView({ name: 'reset-sent', message })}
          />
        </>
      );
    case 'reset-sent':
      return (
        <ConfirmationView title="Check Your Email" onBack={backToSignIn}>
          <p>{view.message}</p>
          {email.trim() && (
            <p className="mt-2">
              We used the address <strong className="text-slate-900">{email.trim()}</strong>.
            </p>
          )}
        </ConfirmationView>
      );
    case 'signup-sent':
      return <SignUpSentView email={view.email} onBack={backToSignIn} />;
    case 'main':
      return (
        <>
          <Dialog.Title className="pr-8 text-xl font-semibold tracking-tight text-slate-900">
            Welcome
          </Dialog.Title>
          <p className="mt-1 mb-5 text-sm text-slate-600">
            {allowSignUp
              ? 'Sign in to your account or create a new one.'
              : 'Sign in to your account to continue.'}
          </p>
          {allowSignUp ? (
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <Tabs.List
                aria-label="Sign in or sign up"
                className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
              >
                <Tabs.Trigger value="signin" className={TAB_CLASS}>
                  Sign In
                </Tabs.Trigger>
                <Tabs.Trigger value="signup" className={TAB_CLASS}>
                  Sign Up
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" className="focus:outline-none">
                <SignInForm
                  email={email}
                  onEmailChange={setEmail}
                  onSignIn={handleSignIn}
                  onForgotPassword={() => setView({ name: 'reset' })}
                />
              </Tabs.Content>
              <Tabs.Content value="signup" className="focus:outline-none">
                <SignUpForm email={email} onEmailChange={setEmail} onSignUp={handleSignUp} />
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              onSignIn={handleSignIn}
              onForgotPassword={() => setView({ name: 'reset' })}
            />
          )}
        </>
      );
  }
}

const TAB_CLASS =
  'h-9 rounded-md text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';
