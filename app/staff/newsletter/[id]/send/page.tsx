import { notFound, redirect } from "next/navigation";
import { ConfirmSend, NEWSLETTER_MESSAGES } from "@/components/staff/newsletter";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { sendContext } from "@/lib/features/newsletter/context";
import { issueView } from "@/lib/features/newsletter/issue-views";
import { requireStaffPage } from "@/lib/features/staff/views";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConfirmSendPage({ params, searchParams }: Props) {
  const staff = await requireStaffPage("editor");
  const view = await issueView((await params).id, await sendContext(), false);
  if (!view) notFound();
  if (view.state !== "draft") redirect(`/staff/newsletter/${view.issue.id}`);
  const message = NEWSLETTER_MESSAGES[String((await searchParams).problem ?? "")];
  return (
    <>
      <StaffHeader staff={staff} title="Send this issue?" />
      <StaffNotice message={message} problem />
      <ConfirmSend id={view.issue.id} subject={view.issue.subject} />
    </>
  );
}
