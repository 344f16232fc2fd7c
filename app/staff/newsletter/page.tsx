import { IssueTable } from "@/components/staff/newsletter";
import { StaffHeader } from "@/components/staff/staff-header";
import { primaryAction, secondaryAction } from "@/components/ui/button";
import { sendContext } from "@/lib/features/newsletter/context";
import { issueListView } from "@/lib/features/newsletter/issue-views";
import { requireStaffPage } from "@/lib/features/staff/views";

export default async function StaffNewsletterPage() {
  const staff = await requireStaffPage("editor");
  const issues = await issueListView(await sendContext());
  return (
    <>
      <StaffHeader staff={staff} title="Newsletter" />
      <p className="mb-6 flex flex-wrap items-center gap-4">
        <a href="/staff/newsletter/new" className={primaryAction}>
          New issue
        </a>
        <a href="/staff/newsletter/subscribers" className={secondaryAction}>
          Subscribers
        </a>
      </p>
      <IssueTable issues={issues} />
    </>
  );
}
