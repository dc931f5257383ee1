/**
 * Input rules written once for the browser and the API. The e-mail rule is the spec's simple
 * pattern: no spaces, one @, a dot in the domain part.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const MIN_PASSWORD_LENGTH = 6;

/** The reset page's live checklist (spec, reset password page). */
export interface PasswordChecklist {
  minLength: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  matches: boolean;
}

export function passwordChecklist(password: string, confirmation: string): PasswordChecklist {
  return {
    minLength: password.length >= MIN_PASSWORD_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    matches: confirmation.length > 0 && password === confirmation,
  };
}

export function isStrongPassword(checklist: PasswordChecklist): boolean {
  return Object.values(checklist).every(Boolean);
}

/** Display name: full name, else the part of the e-mail before the @, else 'User'. */
export function displayName(fullName: string | undefined, email: string | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}
