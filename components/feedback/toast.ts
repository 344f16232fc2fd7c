// Toasts are rare (a form's answer), so sonner loads when a form is first used instead of with
// every page. Raising a toast tells the Toaster to mount and hands the toast to sonner, which
// replays the toasts raised before its Toaster subscribed.

type Listener = () => void;
type Kind = "success" | "error";

const listeners = new Set<Listener>();
let toasterNeeded = false;

const loadSonner = () => import("sonner");

/** Whether a toast has been raised on this page yet (the Toaster mounts from then on). */
export const isToasterNeeded = () => toasterNeeded;

export function onToasterNeeded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function mountToaster(): void {
  if (toasterNeeded) return;
  toasterNeeded = true;
  for (const listener of listeners) listener();
}

/**
 * Loads sonner and mounts the Toaster ahead of a toast that may come soon, so that the toast shows
 * at once (even offline) and its live region is on the page before anything is announced in it.
 */
export function preloadToasts(): void {
  void loadSonner().then(mountToaster, () => undefined);
}

/** `id` names the form a toast speaks for: a later toast with the same id replaces it (success after a failure). */
type ToastOptions = { description?: string; id?: string };

async function show(kind: Kind, message: string, options?: ToastOptions): Promise<void> {
  let sonner: Awaited<ReturnType<typeof loadSonner>>;
  try {
    sonner = await loadSonner();
  } catch (error) {
    console.error(`Could not show the toast "${message}"`, error);
    return;
  }
  mountToaster();
  // sonner merges a replacement into the toast it replaces: a success must not keep the failure's description.
  sonner.toast[kind](message, { description: undefined, ...options });
}

/** sonner's `toast.success` and `toast.error`, loading sonner first when it is not yet. */
export const toast = {
  success: (message: string, options?: ToastOptions) => void show("success", message, options),
  error: (message: string, options?: ToastOptions) => void show("error", message, options),
};
