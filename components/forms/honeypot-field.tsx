/** Without `onChange` (the server's form) the field is uncontrolled. */
export function HoneypotField({ id, value, onChange }: { id: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : { defaultValue: "" })}
      />
    </div>
  );
}
