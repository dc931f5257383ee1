import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LogOutIcon, TrashIcon } from '../../../components/icons';
import { ButtonSpinner } from '../../../components/Spinner';
import { useAuth } from '../../auth/auth-context';
import { ACCOUNT_TEXT, DELETION_GRACE_DAYS } from '../account-text';
import { requestAccountDeletion } from '../api';
import { Section } from './Section';

/** Account Actions: Sign Out, and Delete Account after a confirmation. */
export function AccountActions() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const signOutNow = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      toast.success(ACCOUNT_TEXT.signedOut.title, {
        description: ACCOUNT_TEXT.signedOut.description,
      });
      void navigate('/');
    },
    onError: (error) => {
      console.error('Sign out failed', error);
      toast.error(ACCOUNT_TEXT.signOutFailed.title, {
        description: ACCOUNT_TEXT.signOutFailed.description,
      });
    },
  });
  const signingOut = signOutNow.isPending || signOutNow.isSuccess;

  const deletion = useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: async () => {
      toast.success(ACCOUNT_TEXT.deletionInitiated.title, {
        description: ACCOUNT_TEXT.deletionInitiated.description,
      });
      // The profile is already scheduled for deletion: the API refuses it from now on.
      await signOut().catch((error: unknown) => console.error('Sign out failed', error));
      setConfirming(false);
      void navigate('/');
    },
    onError: (error) => {
      console.error('Account deletion failed', error);
      toast.error(ACCOUNT_TEXT.deletionFailed.title, {
        description: ACCOUNT_TEXT.deletionFailed.description,
      });
    },
  });
  // Busy from the click until the page has moved on (the mutation's success handler waits).
  const deleting = deletion.isPending;

  return (
    <Section title="Account Actions" testId="account-actions">
      <div className="flex flex-col gap-3">
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'w-full')}
          onClick={() => signOutNow.mutate()}
          disabled={signingOut}
          aria-busy={signingOut}
        >
          {signingOut ? <ButtonSpinner /> : <LogOutIcon className="size-4" />}
          Sign Out
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete Account"
          description={`Your account will be scheduled for deletion and permanently deleted within ${DELETION_GRACE_DAYS} days. You will be signed out and lose access to your purchases and downloads. This cannot be undone.`}
          trigger={
            <button type="button" className={buttonClass('danger', 'md', 'w-full')}>
              <TrashIcon className="size-4" />
              Delete Account
            </button>
          }
          confirmLabel="Yes, Delete My Account"
          pendingLabel="Deleting..."
          pending={deleting}
          onConfirm={() => deletion.mutate()}
        />
      </div>
    </Section>
  );
}
