import { Card } from "@/components/ui/card";
import { careersCopy } from "@/content/careers";
import type { FormRestore } from "@/components/forms/post-form";
import type { Department } from "@/lib/primitives/domain/department";
import { ApplyForm } from "./apply-form";

export function ApplySection({ department, initialRole, restore }: { department: Department; initialRole?: string; restore?: FormRestore }) {
  return (
    <Card as="section" aria-labelledby="apply-heading" id="apply" className="relative p-6 sm:p-8">
      <h2 id="apply-heading" className="text-2xl font-semibold">
        Apply Now
      </h2>
      <p className="mt-2 text-muted">{careersCopy.applyIntro}</p>
      <div className="mt-6">
        <ApplyForm
          departmentId={department.id}
          departmentName={department.title}
          roles={department.roles}
          requirements={department.requirements}
          initialRole={initialRole}
          restore={restore}
        />
      </div>
    </Card>
  );
}
