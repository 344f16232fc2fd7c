import { workLocationText } from "@/lib/careers/work-location";
import type { Department } from "@/lib/domain/department";

/** Where the department's roles are done, in the words the role pages' JobPosting repeats. */
export function WorkLocation({ department, applicantCountries }: { department: Department; applicantCountries: readonly string[] }) {
  const { remote, hybrid } = workLocationText(department, applicantCountries);
  return (
    <div className="mt-4 max-w-3xl space-y-1 text-muted">
      {remote && <p>{remote}</p>}
      {hybrid && <p>{hybrid}</p>}
    </div>
  );
}
