import { createContext, useContext } from 'react';

/** True while a navigation waits for its page's code (the old page stays on screen meanwhile). */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
