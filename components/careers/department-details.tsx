import type { Department } from "@/lib/primitives/domain/department";

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function DepartmentDetails({ department }: { department: Department }) {
  return (
    <div className="space-y-10">
      {department.techStack.length > 0 && (
        <section aria-labelledby="requirements-heading">
          <h2 id="requirements-heading" className="text-2xl font-semibold">
            Requirements
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {department.techStack.map((tech) => (
              <li key={tech} className="rounded-md border border-line bg-surface-raised px-3 py-1 font-mono text-sm">
                {tech}
              </li>
            ))}
          </ul>
        </section>
      )}
      {department.keyResponsibilities.length > 0 && (
        <section aria-labelledby="responsibilities-heading">
          <h2 id="responsibilities-heading" className="text-2xl font-semibold">
            Key Responsibilities
          </h2>
          <BulletList items={department.keyResponsibilities} />
        </section>
      )}
      {department.benefits.length > 0 && (
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl font-semibold">
            Benefits
          </h2>
          <BulletList items={department.benefits} />
        </section>
      )}
    </div>
  );
}
