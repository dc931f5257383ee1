import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '../components/AppToaster';
import { AuthProvider } from '../features/auth/AuthProvider';
import { CartProvider } from '../features/cart/CartProvider';
import type { RuntimeConfigState } from '../lib/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './router';

/**
 * Provider order matters: auth reads the runtime config, the cart reads auth (role). The toaster
 * sits outside the router so toasts raised by providers (cart validation) show too.
 */
export function App({
  runtimeConfig,
  queryClient,
}: {
  runtimeConfig: RuntimeConfigState;
  /** Created before the config is read, so the landing page's data can be asked for at once. */
  queryClient: QueryClient;
}) {
  return (
    <RuntimeConfigContext value={runtimeConfig}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CartProvider>
            <AppRouter>
              <AppRoutes />
            </AppRouter>
            <AppToaster />
          </CartProvider>
        </AuthProvider>
      </QueryClientProvider>
    </RuntimeConfigContext>
  );
}
