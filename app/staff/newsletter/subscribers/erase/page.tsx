import { redirect } from "next/navigation";
import { StaffHeader } from "@/components/staff/staff-header";
import { ConfirmErase } from "@/components/staff/subscribers";
import { eraseTarget } from "@/lib/features/newsletter/subscriber-views";
import { requireStaffPage } from "@/lib/features/staff/views";

export default async function EraseSubscriberPage() {
  const staff = await requireStaffPage("editor");
  const email = await eraseTarget();
  if (!email) redirect("/staff/newsletter/subscribers");
  return (
    <>
      <StaffHeader staff={staff} title="Erase this subscriber's data?" />
      <ConfirmErase email={email} />
    </>
  );
}
