import { Toaster } from 'sonner';

/**
 * Notification banners last 3000 ms and the toast region is reached with F8.
 * Rich colours make destructive toasts (toast.error) stand out from the others; bottom-right
 * keeps them off the header's cart and account controls.
 */
export function AppToaster() {
  return (
    <Toaster
      duration={3000}
      hotkey={['F8']}
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  );
}
