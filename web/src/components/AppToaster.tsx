import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastLibrary, onToastWaiting, toastsWaiting } from '../lib/toast';

/**
 * Notification banners last 3000 ms and the toast region is reached with F8.
 * Rich colours make destructive toasts (toast.error) stand out from the others; bottom-right
 * keeps them off the header's cart and account controls.
 */
const Toaster = lazy(() =>
  loadToastLibrary().then(({ Toaster: SonnerToaster }) => ({
    default: function AppToasterRegion() {
      return (
        <SonnerToaster
          duration={3000}
          hotkey={['F8']}
          position="bottom-right"
          richColors
          closeButton
          containerAriaLabel="Notifications"
        />
      );
    },
  })),
);

/**
 * The visitor's first touch, click or key press: toasts answer actions, so the library is
 * fetched while the first one is still under way. Not at idle: on a phone the page may only
 * just have settled then, and nothing needs sonner before someone does something.
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

function onFirstInteraction(callback: () => void): () => void {
  const stop = () =>
    FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, fire, { capture: true }));
  const fire = () => {
    stop();
    callback();
  };
  FIRST_INTERACTION.forEach((type) =>
    window.addEventListener(type, fire, { capture: true, passive: true }),
  );
  return stop;
}

/**
 * The toast region. sonner arrives at the first interaction (lib/toast.ts fetches it when a
 * toast is raised without one, e.g. by a provider); until then toasts wait in lib/toast.ts.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(toastsWaiting);
  useEffect(() => {
    if (wanted) return undefined;
    const mount = () => setWanted(true);
    // Mounting the lazy toaster fetches the library.
    const stopInteraction = onFirstInteraction(mount);
    // A toast raised before then has the library fetched: mount as soon as it is there.
    const stopWaiting = onToastWaiting(mount);
    return () => {
      stopInteraction();
      stopWaiting();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
