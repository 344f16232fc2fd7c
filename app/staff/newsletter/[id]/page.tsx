import { notFound } from "next/navigation";
import { IssueCountList, IssueForm, IssuePreview, IssueSendActions, NEWSLETTER_MESSAGES } from "@/components/staff/newsletter";
import { StaffHeader } from "@/components/staff/staff-header";
import { sendContext } from "@/lib/features/newsletter/context";
import { issueView } from "@/lib/features/newsletter/issue-views";
import { requireStaffPage } from "@/lib/features/staff/views";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function IssuePage({ params, searchParams }: Props) {
  const staff = await requireStaffPage("editor");
  const { done, problem } = await searchParams;
  const view = await issueView((await params).id, await sendContext(), done === "preview");
  if (!view) notFound();
  const { issue, state, previewHtml } = view;
  const message = NEWSLETTER_MESSAGES[String(done ?? problem ?? "")];
  return (
    <>
      <StaffHeader staff={staff} title={issue.subject} />
      {message && (
        <p role={problem ? "alert" : "status"} className="mb-4">
          {message}
        </p>
      )}
      <div className="grid gap-8">
        <IssueCountList issue={issue} state={state} />
        {state === "draft" && <IssueForm action={`/api/staff/newsletter/${issue.id}`} subject={issue.subject} body={issue.body} />}
        {previewHtml && <IssuePreview html={previewHtml} />}
        {state === "draft" && <IssueSendActions id={issue.id} />}
      </div>
    </>
  );
}
