import { useMemo } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '@rules/card-action';
import { useAuth } from './auth-context';

const NONE: ReadonlySet<string> = new Set();

/**
 * The viewer the card and detail actions are decided for. Owned and seller-linked product ids
 * stay empty until purchases and the seller record are loaded for the signed-in user.
 */
export function useViewer(): Viewer {
  const { user, isAdmin } = useAuth();
  return useMemo(
    () =>
      user
        ? { signedIn: true, isAdmin, ownedProductIds: NONE, sellerProductIds: NONE }
        : ANONYMOUS_VIEWER,
    [user, isAdmin],
  );
}
