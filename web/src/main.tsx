import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchLandingData } from './app/landing-data';
import { createQueryClient } from './app/query-client';
import { preloadLandingPage } from './app/router';
import { AppErrorBoundary } from './features/layout/AppErrorBoundary';
import { loadRuntimeConfig } from './lib/runtime-config';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
preloadLandingPage(window.location.pathname);
prefetchLandingData(window.location.pathname, queryClient);
// Loaded once before the first render so every component sees a settled config.
void loadRuntimeConfig().then((runtimeConfig) => {
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <App runtimeConfig={runtimeConfig} queryClient={queryClient} />
      </AppErrorBoundary>
    </StrictMode>,
  );
});
