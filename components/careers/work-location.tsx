import { workLocationText } from "@/lib/features/careers/work-location";
import type { RoleArrangement } from "@/lib/primitives/domain/department";

export function WorkLocation({ where, applicantCountries }: { where: { workArrangement: readonly RoleArrangement[] }; applicantCountries: readonly string[] }) {
  const { remote, hybrid, office } = workLocationText(where, applicantCountries);
  return (
    <div className="mt-4 max-w-3xl space-y-1 text-muted">
      {remote && <p>{remote}</p>}
      {hybrid && <p>{hybrid}</p>}
      {office && <p>{office}</p>}
    </div>
  );
}
