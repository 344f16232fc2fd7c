export const inputClass = "mt-2 block w-full rounded-lg border border-line bg-ink px-3 py-2.5 text-fg placeholder:text-muted aria-[invalid=true]:border-danger";

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
