import { careersCopy } from "@/content/careers";
import type { Department } from "@/lib/primitives/domain/department";
import { ViewPositionsLink } from "./view-positions-link";

const ROLES_SHOWN_ON_CARD = 3;

function positionsLabel(count: number): string {
  return count === 1 ? "1 open position" : `${count} open positions`;
}

export function DepartmentCard({ department }: { department: Department }) {
  const shown = department.roles.slice(0, ROLES_SHOWN_ON_CARD);
  const more = department.roles.length - shown.length;
  const headingId = `department-${department.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl border bg-surface p-6 ${department.isActive ? "border-line" : "border-dashed border-line"}`}
    >
      <h3 id={headingId} className="text-xl font-semibold">
        {department.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-accent">{department.isActive ? positionsLabel(department.roles.length) : careersCopy.notHiring}</p>
      <p className="mt-3 line-clamp-3 text-muted">{department.description}</p>
      {department.isActive && shown.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm">
          {shown.map((role) => (
            <li key={role} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-1 w-1 shrink-0 rounded-full bg-accent" />
              {role}
            </li>
          ))}
        </ul>
      )}
      {department.isActive && more > 0 && (
        <p className="mt-2 text-sm text-muted">
          +{more} more {more === 1 ? "position" : "positions"}
        </p>
      )}
      <div className="mt-auto pt-6">
        {department.isActive ? (
          <ViewPositionsLink departmentId={department.id} departmentName={department.title} positionCount={department.roles.length} />
        ) : (
          // Looks like the link it would be, but is plain text: nothing to focus or follow.
          <span className="inline-flex cursor-not-allowed items-center gap-2 rounded-lg border border-line px-4 py-2 font-semibold text-muted">
            View Positions<span className="sr-only"> (not available while {department.title} is not hiring)</span>
          </span>
        )}
      </div>
    </article>
  );
}
