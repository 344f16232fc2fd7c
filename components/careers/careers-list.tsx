import { Card } from "@/components/ui/card";
import { DepartmentCard } from "@/components/careers/department-card";
import { container } from "@/components/ui/surfaces";
import { careersCopy } from "@/content/careers";
import { openingsLine } from "@/lib/features/careers/copy";
import type { CareersSummary } from "@/lib/features/careers/reads";
import { declareEvent } from "@/lib/features/analytics/declared-events";
import { eyebrowClass, pageTitleClass } from "@/components/ui/type-styles";

export function CareersList({ summary }: { summary: CareersSummary }) {
  const { departments, activeDepartments, openPositions } = summary;
  return (
    <div
      className={`${container} pt-16 pb-24`}
      {...declareEvent("view", "view_opportunities", { total_departments: activeDepartments, total_positions: openPositions })}
    >
      <p className={eyebrowClass}>{careersCopy.name}</p>
      <h1 className={`mt-3 ${pageTitleClass}`}>{careersCopy.heading}</h1>
      <p className="mt-6 max-w-3xl text-lg text-muted">{careersCopy.intro}</p>

      <section aria-labelledby="openings-heading" className="mt-16">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="openings-heading" className="text-2xl font-semibold">
            {careersCopy.currentOpenings}
          </h2>
          {openPositions > 0 && <p className="text-muted first-letter:uppercase">{openingsLine(summary)}</p>}
        </div>
        {activeDepartments === 0 && (
          <Card className="mt-8 p-10 text-center">
            <p className="text-xl font-semibold">{careersCopy.emptyTitle}</p>
            <p className="mt-2 text-muted">{careersCopy.emptyText}</p>
          </Card>
        )}
        {departments.length > 0 && (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {departments.map((department) => (
              <li key={department.id}>
                <DepartmentCard department={department} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
