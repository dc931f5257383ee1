import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { createPaymentUniversalBody } from '../../../lambdas/contracts/checkout';
import { notifyInterestBody } from '../../../lambdas/contracts/interest';
import { profileBody } from '../../../lambdas/contracts/my-account';
import { z } from 'zod';
import {
  INVALID_PASSWORD,
  newPasswordFields,
  withStrongPassword,
} from '../../../web/src/components/use-new-password';
import { AUTH_TEXT } from '../../../web/src/features/auth/auth-messages';
import {
  INVITATION_ORDER,
  SIGN_IN_ORDER,
  SIGN_UP_ORDER,
  SIGN_UP_TEXTS,
  invitationForm,
  resetRequestForm,
  signInForm,
  signUpForm,
} from '../../../web/src/features/auth/auth-forms';
import { guestEmailForm } from '../../../web/src/features/cart/components/guest-email-form';
import { firstErrorMessage } from '../../../web/src/lib/zod-form';

/**
 * The forms' schemas decide which text a shopper reads for an invalid submit: the first failed
 * field in the order the form shows them, worded as the product says. The errors come from the
 * zod resolver the forms use.
 */
const RESOLVER_OPTIONS = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<FieldValues>;

async function shownMessage(
  schema: z.ZodType<FieldValues, FieldValues>,
  values: FieldValues,
  order: readonly string[],
): Promise<string | null> {
  const { errors } = await zodResolver(schema)(values, undefined, RESOLVER_OPTIONS);
  return firstErrorMessage(errors, order);
}

describe('sign-in form', () => {
  it('needs both an email and a password', async () => {
    const ok = { email: 'ann@example.com', password: 'x' };
    expect(await shownMessage(signInForm, ok, SIGN_IN_ORDER)).toBeNull();
    expect(await shownMessage(signInForm, { ...ok, email: '  ' }, SIGN_IN_ORDER)).toBe(
      AUTH_TEXT.missingCredentials,
    );
    expect(await shownMessage(signInForm, { ...ok, password: '' }, SIGN_IN_ORDER)).toBe(
      AUTH_TEXT.missingCredentials,
    );
  });

  it('sends the password as typed, spaces included', async () => {
    expect(signInForm.parse({ email: 'a@b.co', password: ' pw ' }).password).toBe(' pw ');
  });
});

describe('sign-up form', () => {
  const ok = { fullName: 'Ann', email: 'ann@example.com', password: 'secret' };

  it('checks the full name, then the email, then the password length', async () => {
    expect(await shownMessage(signUpForm, ok, SIGN_UP_ORDER)).toBeNull();
    expect(
      await shownMessage(signUpForm, { fullName: ' ', email: '', password: '' }, SIGN_UP_ORDER),
    ).toBe(AUTH_TEXT.fullNameRequired);
    expect(await shownMessage(signUpForm, { ...ok, email: ' ', password: '' }, SIGN_UP_ORDER)).toBe(
      AUTH_TEXT.emailRequired,
    );
    const short = await shownMessage(signUpForm, { ...ok, password: 'abcde' }, SIGN_UP_ORDER);
    expect(short && SIGN_UP_TEXTS[short]).toEqual(AUTH_TEXT.passwordTooShort);
  });

  it('trims the name and the address it sends', async () => {
    expect(signUpForm.parse({ ...ok, fullName: ' Ann ', email: ' ann@example.com ' })).toEqual(ok);
  });
});

describe('password reset request form', () => {
  it('asks for an address, then for one the API accepts', async () => {
    expect(await shownMessage(resetRequestForm, { email: ' ' }, ['email'])).toBe(
      AUTH_TEXT.emailRequired,
    );
    expect(await shownMessage(resetRequestForm, { email: 'ann@' }, ['email'])).toBe(
      'Invalid email',
    );
    expect(resetRequestForm.parse({ email: ' Ann@Example.com ' })).toEqual({
      email: 'ann@example.com',
    });
  });
});

describe('invitation form', () => {
  const ok = { token: 'tok_1', fullName: 'Ann', password: 'secret1', confirmation: 'secret1' };

  it('reports the full name, then the password length, then the confirmation', async () => {
    expect(await shownMessage(invitationForm, ok, INVITATION_ORDER)).toBeNull();
    expect(
      await shownMessage(
        invitationForm,
        { ...ok, fullName: ' ', password: 'abc', confirmation: 'abd' },
        INVITATION_ORDER,
      ),
    ).toBe('Full name is required');
    expect(
      await shownMessage(
        invitationForm,
        { ...ok, password: 'abc', confirmation: 'abd' },
        INVITATION_ORDER,
      ),
    ).toBe('Password must be at least 6 characters long');
    expect(
      await shownMessage(invitationForm, { ...ok, confirmation: 'secret2' }, INVITATION_ORDER),
    ).toBe('Passwords do not match');
  });
});

describe('new password forms (reset page, Change Password)', () => {
  const form = withStrongPassword(z.object(newPasswordFields));

  it('accepts only a password that meets every rule and is confirmed', async () => {
    expect(
      await shownMessage(form, { newPassword: 'Secret1', confirmation: 'Secret1' }, [
        'newPassword',
      ]),
    ).toBeNull();
    for (const [newPassword, confirmation] of [
      ['Secre1', 'Secre2'],
      ['secret1', 'secret1'],
      ['SECRET1', 'SECRET1'],
      ['Secret', 'Secret'],
      ['Sec1', 'Sec1'],
    ]) {
      expect(await shownMessage(form, { newPassword, confirmation }, ['newPassword'])).toBe(
        INVALID_PASSWORD.description,
      );
    }
  });
});

describe('forms that send an API contract', () => {
  it('profile: the full name as the route checks it', async () => {
    expect(await shownMessage(profileBody, { fullName: 'x'.repeat(201) }, ['fullName'])).toBe(
      'Full name is too long',
    );
    expect(profileBody.parse({ fullName: '  Ann  ' })).toEqual({ fullName: 'Ann' });
  });

  it('notify me: both fields, then a valid address, as the route answers', async () => {
    const order = ['name', 'email'];
    const ok = { productId: 'p1', name: 'Ann', email: 'ann@example.com', honeypot: '' };
    expect(await shownMessage(notifyInterestBody, ok, order)).toBeNull();
    expect(await shownMessage(notifyInterestBody, { ...ok, name: ' ' }, order)).toBe(
      'Required fields missing',
    );
    expect(await shownMessage(notifyInterestBody, { ...ok, email: 'ann@' }, order)).toBe(
      'Invalid email',
    );
  });

  it('guest checkout: the address the payment route needs, the name optional', async () => {
    expect(await shownMessage(guestEmailForm, { email: '', fullName: '' }, ['email'])).toBe(
      'Invalid email',
    );
    expect(guestEmailForm.parse({ email: ' Ann@Example.com ', fullName: ' ' })).toEqual({
      email: 'ann@example.com',
      fullName: '',
    });
    expect(guestEmailForm.shape.email).toBe(createPaymentUniversalBody.shape.email);
  });
});
