import { DigestForm, IssueForm, NEWSLETTER_MESSAGES } from "@/components/staff/newsletter";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { requireStaffPage } from "@/lib/features/staff/views";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewIssuePage({ searchParams }: Props) {
  const staff = await requireStaffPage("editor");
  const message = NEWSLETTER_MESSAGES[String((await searchParams).problem ?? "")];
  return (
    <>
      <StaffHeader staff={staff} title="New issue" />
      <StaffNotice message={message} problem />
      <DigestForm />
      <IssueForm action="/api/staff/newsletter" />
    </>
  );
}
