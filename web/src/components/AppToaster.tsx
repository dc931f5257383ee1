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

/** Once the page has loaded and the browser is idle: the toaster is never part of the first load. */
function whenPageIdle(callback: () => void): () => void {
  let idle: number | undefined;
  const onLoad = () => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The toast region. sonner arrives after the page (lib/toast.ts fetches it sooner when a toast
 * is raised first); until then toasts wait in lib/toast.ts.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(toastsWaiting);
  useEffect(() => {
    if (wanted) return undefined;
    const mount = () => setWanted(true);
    const stopIdle = whenPageIdle(mount);
    // A toast raised before then has the library fetched: mount as soon as it is there.
    const stopWaiting = onToastWaiting(mount);
    return () => {
      stopIdle();
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
