import { toast } from 'sonner';
import { N8N_TEXT } from './n8n-library-text';

/**
 * Copies a library value and says so; where the clipboard is refused (an http origin, a denied
 * permission) it says that instead, and the value stays on screen to copy by hand.
 */
export async function copyToClipboard(value: string, copiedMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(copiedMessage);
  } catch (error) {
    console.error('Clipboard write failed', error);
    toast.error(N8N_TEXT.copyFailed);
  }
}
