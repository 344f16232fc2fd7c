import { notFound } from "next/navigation";
import { ApplicationDetails, DeleteApplicant, EmailHistory, Notes, StageForm } from "@/components/staff/application";
import { Scorecards } from "@/components/staff/scorecards";
import { StaffHeader } from "@/components/staff/staff-header";
import { textLink } from "@/components/ui/button";
import { applicationView, requireStaffPage } from "@/lib/features/staff/views";

type Props = { params: Promise<{ id: string }> };

export default async function StaffApplicationPage({ params }: Props) {
  const staff = await requireStaffPage("hiring");
  const view = await applicationView((await params).id, staff);
  if (!view) notFound();
  return (
    <>
      <p className="mb-4">
        <a href="/staff" className={textLink}>All applications</a>
      </p>
      <StaffHeader staff={staff} title={view.application.name} />
      <div className="grid gap-6">
        <ApplicationDetails application={view.application} departmentTitle={view.departmentTitle} />
        <StageForm application={view.application} />
        <Scorecards application={view.application} scorecards={view.scorecards} />
        <Notes application={view.application} notes={view.notes} />
        <EmailHistory mail={view.mail} />
        <DeleteApplicant application={view.application} />
      </div>
    </>
  );
}
