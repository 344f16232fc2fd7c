/** One look for every text field, select and text area, on the site and in /staff. */
export const controlClass =
  "block min-h-11 w-full rounded-lg border border-line bg-ink px-3 py-2.5 text-fg placeholder:text-muted aria-[invalid=true]:border-danger";
export const inputClass = `mt-2 ${controlClass}`;
/** A label or legend set close above its control, for dense forms such as /staff's. */
export const compactLabelClass = "mb-1 block text-sm font-semibold text-fg";

export const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(" ") || undefined;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}

export function Field({ id, label, errorId, error, children }: { id: string; label: string; errorId: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
