// sonner loads with the first toast, not with every page; it replays the toasts raised before its Toaster subscribed.

type Listener = () => void;
type Kind = "success" | "error";

const listeners = new Set<Listener>();
let toasterNeeded = false;

const loadSonner = () => import("sonner");

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

/** Mounts the Toaster early, so the toast shows at once (even offline) and its live region exists before anything is announced. */
export function preloadToasts(): void {
  void loadSonner().then(mountToaster, () => undefined);
}

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

export const toast = {
  success: (message: string, options?: ToastOptions) => void show("success", message, options),
  error: (message: string, options?: ToastOptions) => void show("error", message, options),
};
