import { redirect } from "next/navigation";
import { InboxExport, InboxFilters, InboxTable } from "@/components/staff/inbox";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { type InboxQuery, inboxView, requireStaffPage } from "@/lib/features/staff/views";

type Props = { searchParams: Promise<InboxQuery> };

export default async function StaffInboxPage({ searchParams }: Props) {
  if ((await requireStaffPage()).role === "editor") redirect("/staff/posts");
  const staff = await requireStaffPage("hiring");
  const query = await searchParams;
  const view = await inboxView(query, staff);
  return (
    <>
      <StaffHeader staff={staff} title="Applicant inbox" />
      <StaffNotice message={query.deleted === "1" ? "The applicant's data was deleted." : undefined} />
      <InboxFilters filter={view.filter} departments={view.departments} />
      <InboxExport filter={view.filter} />
      <InboxTable {...view} />
    </>
  );
}
