import { ApplyForm } from "@/components/careers/apply-form";
import { ApplyFormOnIntent } from "@/components/careers/apply-form-on-intent";
import type { FormRestore } from "@/components/forms/post-form";
import { Card } from "@/components/ui/card";
import { careersCopy } from "@/content/careers";
import { declareEvent } from "@/lib/features/analytics/declared-events";
import type { Department } from "@/lib/primitives/domain/department";

export function ApplySection({ department, initialRole, restore }: { department: Department; initialRole?: string; restore?: FormRestore }) {
  const { id: departmentId, title: departmentName, roles, requirements } = department;
  const viewed = declareEvent("view", "view_application_form", {
    department_id: departmentId,
    department_name: departmentName,
    available_roles: roles.join(", "),
  });
  return (
    <Card as="section" aria-labelledby="apply-heading" id="apply" className="relative p-6 sm:p-8" {...viewed}>
      <h2 id="apply-heading" className="text-2xl font-semibold">
        Apply Now
      </h2>
      <p className="mt-2 text-muted">{careersCopy.applyIntro}</p>
      <div className="mt-6">
        <ApplyFormOnIntent
          departmentId={departmentId}
          departmentName={departmentName}
          roles={roles}
          requirements={requirements}
          initialRole={initialRole}
          restore={restore}
        >
          <ApplyForm
            id="apply-form"
            departmentId={departmentId}
            roles={roles}
            requirements={requirements}
            values={{ role: initialRole, ...restore?.values }}
            errors={restore?.fields ?? {}}
          />
        </ApplyFormOnIntent>
      </div>
    </Card>
  );
}
