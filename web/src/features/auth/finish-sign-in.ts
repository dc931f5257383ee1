import type { QueryClient } from '@tanstack/react-query';
import { readSessionUser } from './amplify';
import { fetchMe, linkBuyerPurchases, meQueryKey } from './api';
import { blockedAccountToast } from './auth-messages';

export interface SignInFollowUp {
  linkedPurchases: number;
  /** The profile is suspended or scheduled for deletion: the provider signs the user out. */
  blocked: boolean;
}

/**
 * After a sign-in: link earlier guest purchases made with the account's e-mail (errors are
 * silent, per the spec), then load GET /api/me so role and owned products are current before
 * the dialog reports success.
 */
export async function finishSignIn(
  queryClient: QueryClient,
  enteredEmail: string,
): Promise<SignInFollowUp> {
  const user = await readSessionUser();
  if (!user) return { linkedPurchases: 0, blocked: false };

  let linkedPurchases = 0;
  try {
    const answer = await linkBuyerPurchases(user.email || enteredEmail.trim());
    if (typeof answer.linkedPurchases === 'number') linkedPurchases = answer.linkedPurchases;
  } catch (error) {
    console.warn('Linking guest purchases failed', error);
  }

  try {
    await queryClient.fetchQuery({
      queryKey: meQueryKey(user.id),
      queryFn: ({ signal }) => fetchMe(signal),
      staleTime: 0,
      retry: false,
    });
  } catch (error) {
    return { linkedPurchases, blocked: blockedAccountToast(error) !== null };
  }
  return { linkedPurchases, blocked: false };
}
