import { QueryClientContext } from '@tanstack/react-query';
import { AppToaster } from '../components/AppToaster';
import { AuthProvider } from '../features/auth/AuthProvider';
import { CartProvider } from '../features/cart/CartProvider';
import type { RuntimeConfigState } from '../lib/runtime-config';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { AppRouter } from './AppRouter';
import { useQueryRuntime } from '../lib/query-store';
import { AppRoutes } from './router';

/**
 * Provider order matters: auth reads the runtime config, the cart reads auth (role). The toaster
 * sits outside the router so toasts raised by providers (cart validation) show too. Query's
 * context is there from the start, without a client until Query loads (query-store.ts): the
 * code that calls Query's hooks renders only once it has (withQueryClient, useLazyQuery).
 */
export function App({ runtimeConfig }: { runtimeConfig: RuntimeConfigState }) {
  const queryClient = useQueryRuntime()?.queryClient();
  return (
    <RuntimeConfigContext value={runtimeConfig}>
      <QueryClientContext value={queryClient}>
        <AuthProvider>
          <CartProvider>
            <AppRouter>
              <AppRoutes />
            </AppRouter>
            <AppToaster />
          </CartProvider>
        </AuthProvider>
      </QueryClientContext>
    </RuntimeConfigContext>
  );
}
