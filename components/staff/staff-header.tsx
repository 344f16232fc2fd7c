import { secondaryAction, textLink } from "@/components/ui/button";

export interface StaffIdentity {
  email: string;
  role: "admin" | "editor" | "hiring";
}

const PLACES = [
  { href: "/staff", label: "Applicant inbox", roles: ["admin", "hiring"] },
  { href: "/staff/posts", label: "Posts", roles: ["admin", "editor"] },
  { href: "/staff/roles", label: "Roles", roles: ["admin", "editor"] },
  { href: "/staff/brands", label: "Platforms", roles: ["admin", "editor"] },
  { href: "/staff/team", label: "Team", roles: ["admin"] },
  { href: "/staff/newsletter", label: "Newsletter", roles: ["admin", "editor"] },
  { href: "/staff/mail", label: "Mail", roles: ["admin"] },
] as const;

export function StaffHeader({ staff, title }: { staff: StaffIdentity; title: string }) {
  const places = PLACES.filter((place) => (place.roles as readonly string[]).includes(staff.role));
  return (
    <header className="mb-6 grid gap-3">
      {places.length > 0 && (
        <nav aria-label="Staff">
          <ul className="flex flex-wrap gap-4 text-sm">
            {places.map((place) => (
              <li key={place.href}>
                <a href={place.href} className={textLink}>
                  {place.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="flex items-center gap-4 text-sm text-muted">
          <span>
            Signed in as {staff.email} ({staff.role})
          </span>
          <form method="post" action="/api/staff/sign-out">
            <button type="submit" className={secondaryAction}>
              Sign out
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}

/** A write's outcome under the page heading: an alert for a problem, a status otherwise. */
export function StaffNotice({ message, problem = false }: { message?: string; problem?: boolean }) {
  if (!message) return null;
  return (
    <p role={problem ? "alert" : "status"} className="mb-4">
      {message}
    </p>
  );
}
