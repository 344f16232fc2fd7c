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

async function show(kind: Kind, message: string, options?: { description?: string }): Promise<void> {
  let sonner: Awaited<ReturnType<typeof loadSonner>>;
  try {
    sonner = await loadSonner();
  } catch (error) {
    console.error(`Could not show the toast "${message}"`, error);
    return;
  }
  mountToaster();
  sonner.toast[kind](message, options);
}

/** sonner's `toast.success` and `toast.error`, loading sonner first when it is not yet. */
export const toast = {
  success: (message: string, options?: { description?: string }) => void show("success", message, options),
  error: (message: string, options?: { description?: string }) => void show("error", message, options),
};
