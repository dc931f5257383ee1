import { useState } from 'react';
import { toast } from 'sonner';
import { ROLES, type Role } from '@rules/roles';
import { buttonClass } from '../../components/button';
import { Dialog } from '../../components/Dialog';
import { INPUT_CLASS, TextField } from '../../components/fields';
import { useInvitationActions } from './users-api';

export function InviteUserDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<Role>('user');
  const { invite } = useInvitationActions();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Invite user"
      description="The invitation e-mail carries a sign-up link valid for 7 days."
      trigger={
        <button type="button" className={buttonClass('primary', 'md')}>
          Invite user
        </button>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate(
            { email: email.trim(), fullName: fullName.trim(), role },
            {
              onSuccess: () => {
                toast.success(`Invitation sent to ${email.trim()}`);
                setOpen(false);
                setEmail('');
                setFullName('');
              },
              onError: (error) => toast.error(error.message),
            },
          );
        }}
      >
        <TextField label="Email" type="email" required value={email} onValueChange={setEmail} />
        <TextField label="Full name" required value={fullName} onValueChange={setFullName} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Role
          <select
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className={INPUT_CLASS}
          >
            {ROLES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </Dialog>
  );
}
