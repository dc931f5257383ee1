import { useMemo } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '@rules/card-action';
import { canBuy } from '@rules/roles';
import { useAuth } from './auth-context';

/**
 * The viewer the card and detail actions are decided for: owned product ids and the seller
 * record come from GET /api/me and stay empty until it answers.
 */
export function useViewer(): Viewer {
  const { user, role, isAdmin, ownedProductIds, sellerId } = useAuth();
  return useMemo(
    () =>
      user
        ? { signedIn: true, isAdmin, canBuy: canBuy(role), ownedProductIds, sellerId }
        : ANONYMOUS_VIEWER,
    [user, role, isAdmin, ownedProductIds, sellerId],
  );
}
