/**
 * The app's `toast`: every `import { toast } from 'sonner'` resolves here (a plugin in
 * web/vite.config.mts; this file is the only one that reaches the real library). sonner is about
 * 10 KB gzip, a tenth of the first load, and no page needs it before something has happened, so
 * it is fetched after the page has loaded (or at the first toast, if that comes sooner). Calls
 * made before it arrives wait here and are raised, in order, as soon as it has; sonner's toaster
 * replays the active toasts when it mounts, so none is lost. Ids are given here, as sonner would,
 * so `toast.dismiss(id)` works on a toast that is still waiting.
 */
import type * as Sonner from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type SonnerModule = typeof Sonner;
type Message = Parameters<SonnerToast>[0];
type ToastId = string | number;
type Kind = 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading';

let library: SonnerModule | undefined;
let loading: Promise<SonnerModule> | undefined;
let waiting: ((real: SonnerToast) => void)[] = [];
let nextId = 1;
const raisedListeners = new Set<() => void>();

/** The real library, fetched once; the toaster mounts from the same promise. */
export function loadToastLibrary(): Promise<SonnerModule> {
  loading ??= import('sonner').then((loaded) => {
    library = loaded;
    const calls = waiting;
    waiting = [];
    for (const call of calls) call(loaded.toast);
    return loaded;
  });
  return loading;
}

function run(call: (real: SonnerToast) => void): void {
  if (library) {
    call(library.toast);
    return;
  }
  waiting.push(call);
  void loadToastLibrary();
  // After the caller's render or handler: listeners set React state.
  queueMicrotask(() => raisedListeners.forEach((listener) => listener()));
}

/** True once a toast has been raised before the library arrived (the toaster should mount). */
export function toastsWaiting(): boolean {
  return loading !== undefined;
}

/** Calls back when a toast is raised while the library is not there yet. */
export function onToastWaiting(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

function withId(data: ExternalToast | undefined): ExternalToast & { id: ToastId } {
  return { ...data, id: data?.id ?? `toast-${nextId++}` };
}

function raise(kind: Kind | undefined) {
  return (message: Message, data?: ExternalToast): ToastId => {
    const options = withId(data);
    run((real) => (kind ? real[kind](message, options) : real(message, options)));
    return options.id;
  };
}

export const toast = Object.assign(raise(undefined), {
  success: raise('success'),
  info: raise('info'),
  warning: raise('warning'),
  error: raise('error'),
  message: raise('message'),
  loading: raise('loading'),
  dismiss(id?: ToastId): ToastId | undefined {
    run((real) => real.dismiss(id));
    return id;
  },
});

/** Tests: forget the loaded library and anything waiting. */
export function resetToastFacade(): void {
  library = undefined;
  loading = undefined;
  waiting = [];
}
