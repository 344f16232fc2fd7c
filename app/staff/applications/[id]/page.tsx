import { notFound } from "next/navigation";
import { ApplicationDetails, DeleteApplicant, History, StageForm } from "@/components/staff/application";
import { CandidateEmailForm } from "@/components/staff/candidate-email-form";
import { Scorecards } from "@/components/staff/scorecards";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { textLink } from "@/components/ui/button";
import { applicationView, requireStaffPage } from "@/lib/features/staff/views";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffApplicationPage({ params, searchParams }: Props) {
  const staff = await requireStaffPage("hiring");
  const { compose, emailed, kept } = await searchParams;
  const view = await applicationView((await params).id, staff, compose, kept === "1");
  if (!view) notFound();
  return (
    <>
      <p className="mb-4">
        <a href="/staff" className={textLink}>
          All applications
        </a>
      </p>
      <StaffHeader staff={staff} title={view.application.name} />
      <StaffNotice message={emailed && !view.kept ? "The email is queued and will be sent in a moment." : undefined} />
      <div className="grid gap-6">
        <ApplicationDetails application={view.application} departmentTitle={view.departmentTitle} />
        <StageForm application={view.application} />
        <CandidateEmailForm application={view.application} draft={view.draft} kept={view.kept} replyTo={view.replyTo} templates={view.templates} />
        <Scorecards application={view.application} scorecards={view.scorecards} />
        <History application={view.application} history={view.history} />
        <DeleteApplicant application={view.application} />
      </div>
    </>
  );
}
