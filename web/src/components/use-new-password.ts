import { isStrongPassword, passwordChecklist } from '@rules/validation';
import { useState } from 'react';
import { toast } from 'sonner';

/** Spec: an invalid submit of a new password. */
export const INVALID_PASSWORD = {
  title: 'Invalid Password',
  description: 'Please fix the password validation errors before continuing.',
} as const;

/**
 * A new password and its confirmation with the live checklist, shared by the reset page and
 * Change Password. `acceptOrWarn()` shows the spec's toast and answers false when the rules
 * do not all hold.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const checklist = passwordChecklist(password, confirmation);
  const valid = isStrongPassword(checklist);
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    checklist,
    valid,
    /** The rules show once typing starts. */
    typing: password.length > 0 || confirmation.length > 0,
    acceptOrWarn(): boolean {
      if (!valid)
        toast.error(INVALID_PASSWORD.title, { description: INVALID_PASSWORD.description });
      return valid;
    },
    clear() {
      setPassword('');
      setConfirmation('');
    },
  };
}
