import { primary } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { declareEvent } from "@/lib/features/analytics/declared-events";

interface ViewPositionsLinkProps {
  departmentId: string;
  departmentName: string;
  positionCount: number;
}

export function ViewPositionsLink({ departmentId, departmentName, positionCount }: ViewPositionsLinkProps) {
  return (
    <Link
      href={`/careers/${encodeURIComponent(departmentId)}`}
      {...declareEvent("click", "select_department", {
        department_id: departmentId,
        department_name: departmentName,
        position_count: positionCount,
        is_active: true,
      })}
      className={primary("inline-flex items-center gap-2 rounded-lg px-4 py-2 transition-colors")}
    >
      View Positions<span className="sr-only"> in {departmentName}</span>
      <span aria-hidden="true">→</span>
    </Link>
  );
}
