import { isStrongPassword, passwordChecklist } from '@rules/validation';
import { z } from 'zod';

/** An invalid submit of a new password. */
export const INVALID_PASSWORD = {
  title: 'Invalid Password',
  description: 'Please fix the password validation errors before continuing.',
} as const;

/**
 * A new password and its confirmation, shared by the reset page and Change Password: at least
 * 6 characters, a lower- and an upper-case letter, a digit, and the confirmation matching.
 */
export const newPasswordFields = {
  newPassword: z.string(),
  confirmation: z.string(),
};

/** Adds the new-password rule to a form schema that has `newPasswordFields`. */
export function withStrongPassword<
  Schema extends z.ZodObject<{ newPassword: z.ZodString; confirmation: z.ZodString }>,
>(schema: Schema): Schema {
  return schema.superRefine((values, context) => {
    if (!isStrongPassword(passwordChecklist(values.newPassword, values.confirmation))) {
      context.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: INVALID_PASSWORD.description,
      });
    }
  });
}

/** The texts the new-password forms show for their schema's messages. */
export const NEW_PASSWORD_TEXTS = { [INVALID_PASSWORD.description]: INVALID_PASSWORD };

/** The live checklist under the fields; the rules show once typing starts. */
export function passwordState(password = '', confirmation = '') {
  const checklist = passwordChecklist(password, confirmation);
  return {
    checklist,
    valid: isStrongPassword(checklist),
    typing: password.length > 0 || confirmation.length > 0,
  };
}
