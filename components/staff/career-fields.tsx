import { compactLabelClass, controlClass, describedBy, FieldError } from "@/components/ui/field";
export type Fields = Record<string, string>;

export function TextField({
  prefix,
  name,
  text,
  value,
  fields,
  hint,
  required,
  type = "text",
}: {
  prefix: string;
  name: string;
  text: string;
  value: string;
  fields: Fields;
  hint?: string;
  required?: boolean;
  type?: "text" | "email";
}) {
  const id = `${prefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={compactLabelClass}>
        {text}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required={required}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={describedBy(Boolean(hint) && `${id}-hint`, Boolean(fields[name]) && `${id}-problem`)}
        className={controlClass}
      />
      <FieldError id={`${id}-problem`} message={fields[name]} />
    </div>
  );
}

export function Choice({
  prefix,
  name,
  text,
  value,
  options,
  fields,
}: {
  prefix: string;
  name: string;
  text: string;
  value: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  fields: Fields;
}) {
  const id = `${prefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={compactLabelClass}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value} aria-describedby={fields[name] ? `${id}-problem` : undefined} className={controlClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-problem`} message={fields[name]} />
    </div>
  );
}
