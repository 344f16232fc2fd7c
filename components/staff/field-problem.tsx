export function FieldProblem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-semibold text-danger">
      {text}
    </p>
  ) : null;
}

export const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(" ") || undefined;
