import { useState } from 'react';
import { toast } from 'sonner';
import type { InvitationSummary } from '@contracts/admin';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatLongDate } from '../../lib/format-date';
import { useInvitationActions, useInvitations } from './users-api';

type Pending = { kind: 'resend' | 'revoke'; invitation: InvitationSummary } | null;

export function InvitationsPanel() {
  const invitations = useInvitations();
  const { resend, revoke } = useInvitationActions();
  const [pending, setPending] = useState<Pending>(null);
  const rows = invitations.data?.pages.flatMap((page) => page.invitations) ?? [];

  const confirm = () => {
    if (!pending) return;
    const action = pending.kind === 'resend' ? resend : revoke;
    action.mutate(pending.invitation.id, {
      onSuccess: () =>
        toast.success(pending.kind === 'resend' ? 'Invitation resent' : 'Invitation revoked'),
      onError: (error) => toast.error(error.message),
      onSettled: () => setPending(null),
    });
  };

  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
        Invitations
      </h2>
      {invitations.isError && (
        <p role="alert" className="text-sm text-red-700">
          {invitations.error.message}
        </p>
      )}
      {invitations.data && rows.length === 0 && (
        <p className="text-sm text-slate-600">No invitations yet.</p>
      )}
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {rows.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-slate-900">{invitation.email}</p>
              <p className="text-xs text-slate-500">
                {invitation.full_name} · {invitation.role} · {invitation.status} · expires{' '}
                {formatLongDate(invitation.expires_at)}
              </p>
            </div>
            {invitation.status === 'pending' && (
              <div className="flex gap-2">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => setPending({ kind: 'resend', invitation })}
                >
                  Resend
                </button>
                <button
                  type="button"
                  className={buttonClass('danger', 'sm')}
                  onClick={() => setPending({ kind: 'revoke', invitation })}
                >
                  Revoke
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {invitations.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'self-start')}
          onClick={() => void invitations.fetchNextPage()}
        >
          Load more
        </button>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.kind === 'revoke' ? 'Revoke invitation?' : 'Resend invitation?'}
        description={pending?.invitation.email}
        confirmLabel={pending?.kind === 'revoke' ? 'Revoke' : 'Resend'}
        tone={pending?.kind === 'revoke' ? 'danger' : 'primary'}
        pending={resend.isPending || revoke.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
