import { toast as sonnerToast } from 'sonner';
import {
  loadToastLibrary,
  onToastWaiting,
  resetToastFacade,
  toast,
  toastsWaiting,
} from '../../../web/src/lib/toast';

/**
 * The app's `toast` before and after the toast library has arrived: nothing raised early is
 * lost or reordered, ids work on waiting toasts, and the toaster is told to mount.
 */
type HistoryEntry = { id: string | number; title?: unknown; type?: string; dismiss?: boolean };
const history = () => sonnerToast.getHistory() as HistoryEntry[];

// sonner schedules dismissals on animation frames; Node has none.
const frames = globalThis as {
  requestAnimationFrame?: (callback: (time: number) => void) => unknown;
};
frames.requestAnimationFrame ??= (callback) => setTimeout(() => callback(0), 0);

beforeEach(() => {
  resetToastFacade();
  sonnerToast.dismiss();
});

describe('toast facade', () => {
  it('raises the toasts that waited for the library, in order, with their kinds', async () => {
    const before = history().length;
    const first = toast.error('Sign In Failed');
    const second = toast.success('Added to Cart', { description: 'Lead CRM' });
    const third = toast('Saved');
    expect(new Set([first, second, third]).size).toBe(3);
    expect(toastsWaiting()).toBe(true);

    await loadToastLibrary();

    const raised = history().slice(before);
    expect(raised.map((entry) => [entry.id, entry.title, entry.type])).toEqual([
      [first, 'Sign In Failed', 'error'],
      [second, 'Added to Cart', 'success'],
      [third, 'Saved', undefined],
    ]);
  });

  it('calls straight through once the library is there, keeping a given id', async () => {
    await loadToastLibrary();
    const id = toast.info('Preferences Updated', { id: 'prefs' });
    expect(id).toBe('prefs');
    expect(history().at(-1)).toMatchObject({
      id: 'prefs',
      title: 'Preferences Updated',
      type: 'info',
    });
  });

  it('dismisses a toast that is still waiting', async () => {
    const id = toast.success('Gone before shown');
    toast.dismiss(id);
    const kept = toast.success('Still shown');
    await loadToastLibrary();
    const active = sonnerToast.getToasts().map((entry) => entry.id);
    expect(active).toContain(kept);
    expect(active).not.toContain(id);
  });

  it('tells the toaster to mount when a toast waits', async () => {
    let told = 0;
    const stop = onToastWaiting(() => (told += 1));
    expect(toastsWaiting()).toBe(false);
    toast.error('Network error');
    await Promise.resolve();
    expect(told).toBe(1);
    stop();
    await loadToastLibrary();
  });
});
