import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button';
import { ArrowLeftIcon, MailIcon } from '../../../components/icons';
import { AUTH_TEXT } from '../auth-messages';
import { useResendVerification } from '../use-resend-verification';

/** The auth dialog's secondary views: a back header and the "check your e-mail" screens. */
export function BackHeader({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <div className="flex items-center gap-2 pr-8">
      <button
        type="button"
        onClick={onBack}
        aria-label="Back to sign in"
        className={buttonClass('ghost', 'icon', '-ml-2 size-9')}
      >
        <ArrowLeftIcon className="size-5" />
      </button>
      <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </Dialog.Title>
    </div>
  );
}

export function ConfirmationView({
  title,
  children,
  actions,
  onBack,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onBack: () => void;
}) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <MailIcon className="size-6" />
      </span>
      <Dialog.Title className="mt-4 text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </Dialog.Title>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
      <div className="mt-6 flex flex-col gap-2">
        {actions}
        <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={onBack}>
          Back to Sign In
        </button>
      </div>
    </div>
  );
}

export function SignUpSentView({ email, onBack }: { email: string; onBack: () => void }) {
  const { resend, resending } = useResendVerification();
  return (
    <ConfirmationView
      title={AUTH_TEXT.accountCreated.title}
      onBack={onBack}
      actions={
        <button
          type="button"
          className={buttonClass('primary', 'md', 'w-full')}
          disabled={resending}
          onClick={() => void resend(email)}
        >
          {resending ? 'Sending...' : 'Resend Verification Email'}
        </button>
      }
    >
      <p>{AUTH_TEXT.accountCreated.description}</p>
      <p className="mt-2">
        We sent the link to <strong className="text-slate-900">{email}</strong>.
      </p>
    </ConfirmationView>
  );
}
