import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { SUBSCRIBER_MESSAGES, SubscriberCounts, SubscriberExport, SubscriberFilters, SubscriberTable } from "@/components/staff/subscribers";
import { type SubscribersQuery, subscribersPageView } from "@/lib/features/newsletter/subscriber-views";
import { requireStaffPage } from "@/lib/features/staff/views";

type Props = { searchParams: Promise<SubscribersQuery> };

export default async function SubscribersPage({ searchParams }: Props) {
  const staff = await requireStaffPage("editor");
  const query = await searchParams;
  const view = await subscribersPageView(query);
  const problem = SUBSCRIBER_MESSAGES[String(query.problem ?? "")];
  return (
    <>
      <StaffHeader staff={staff} title="Subscribers" />
      <StaffNotice message={problem ?? SUBSCRIBER_MESSAGES[String(query.done ?? "")]} problem={Boolean(problem)} />
      <SubscriberCounts counts={view.counts} />
      <SubscriberFilters filter={view.filter} />
      <SubscriberExport filter={view.filter} />
      <SubscriberTable rows={view.rows} page={view.page} more={view.more} />
    </>
  );
}
