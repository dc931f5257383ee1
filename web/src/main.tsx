import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fetchLandingData, maySignIn } from './app/landing-data';
import { loadQueryRuntime, loadQueryRuntimeOnInteraction } from './lib/query-store';
import { preloadLandingPage } from './app/router';
import { AppErrorBoundary } from './features/layout/AppErrorBoundary';
import { provideAuthConfig } from './features/auth/auth-runtime';
import { loadAuthState } from './features/auth/AuthProvider';
import { preloadSignedInNav } from './features/layout/Header';
import {
  loadRuntimeConfig,
  RUNTIME_CONFIG_LOADING,
  type RuntimeConfigState,
} from './lib/runtime-config';
import './index.css';

/** How long the first render waits for the landing page's code and answer, at most. */
const FIRST_RENDER_WAIT_MS = 1_000;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const landingPageReady = preloadLandingPage(window.location.pathname);
fetchLandingData(window.location.pathname, window.location.search);
loadQueryRuntimeOnInteraction(window);

const root = createRoot(container);
function render(runtimeConfig: RuntimeConfigState) {
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <App runtimeConfig={runtimeConfig} />
      </AppErrorBoundary>
    </StrictMode>,
  );
}

/**
 * A visitor without a stored session sees the shop without waiting for the config, which
 * joins when read (its values: the tax label, admin links, sign-in): the first paint does not
 * wait a round trip for it. A stored session is restored from the config (its client id) during the first
 * render, so those visitors wait for it as before.
 */
const signedIn = maySignIn();
if (signedIn) {
  // A stored session's profile, and every call after it, goes through Query: load it at once,
  // with the session's code and the signed-in header, while /config.json is read.
  void loadQueryRuntime().catch((error: unknown) => console.error(error));
  // A failed download is retried by what needs it (AuthProvider, the header).
  loadAuthState().catch(() => undefined);
  preloadSignedInNav().catch(() => undefined);
}
/**
 * A visitor without a session waits for the landing page's code and answer (router.tsx
 * landingPage; at most FIRST_RENDER_WAIT_MS): the first render then draws the page, not a
 * spinner that React would keep on screen for 300 ms once the page is ready.
 */
let firstRenderDue = signedIn;
let loadedConfig: RuntimeConfigState | undefined;
if (!signedIn) {
  void Promise.race([
    landingPageReady,
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]).then(() => {
    firstRenderDue = true;
    // With the config when it came first: one render, not two.
    render(loadedConfig ?? RUNTIME_CONFIG_LOADING);
  });
}
void loadRuntimeConfig().then((runtimeConfig) => {
  provideAuthConfig(runtimeConfig.config);
  loadedConfig = runtimeConfig;
  if (firstRenderDue) render(runtimeConfig);
});
