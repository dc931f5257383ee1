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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadLandingPage(window.location.pathname);
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
 * A visitor without a stored session sees the shop at once, and the config joins when read
 * (its values: the tax label, admin links, sign-in): the first paint no longer waits a round
 * trip for it. A stored session is restored from the config (its client id) during the first
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
} else render(RUNTIME_CONFIG_LOADING);
void loadRuntimeConfig().then((runtimeConfig) => {
  provideAuthConfig(runtimeConfig.config);
  render(runtimeConfig);
});
