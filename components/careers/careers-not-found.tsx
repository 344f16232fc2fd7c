import { primary } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { PAGES } from "@/lib/services/seo/static-routes";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";

export const DEPARTMENT_NOT_FOUND = {
  title: "Department not found",
  description: "This department does not exist or is no longer listed. See every open position at Lexor on the careers page.",
} as const;

export const POSITION_NOT_FOUND = {
  title: "Position not found",
  description: "This position has been filled or is no longer listed. See every open position at Lexor on the careers page.",
} as const;

function CareersNotFound({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted">{description}</p>
      <Link href="/careers" className={primary("mt-8 inline-flex rounded-lg px-5 py-3")}>
        See all open positions
      </Link>
    </div>
  );
}

export function DepartmentNotFound() {
  return (
    <>
      <Breadcrumbs trail={[PAGES.careers, { title: DEPARTMENT_NOT_FOUND.title }]} />
      <CareersNotFound {...DEPARTMENT_NOT_FOUND} />
    </>
  );
}

export function PositionNotFound() {
  return <CareersNotFound {...POSITION_NOT_FOUND} />;
}
