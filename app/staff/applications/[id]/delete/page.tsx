import { notFound } from "next/navigation";
import { ConfirmDeletion } from "@/components/staff/application";
import { StaffHeader } from "@/components/staff/staff-header";
import { applicationView, requireStaffPage } from "@/lib/features/staff/views";

type Props = { params: Promise<{ id: string }> };

export default async function ConfirmDeletionPage({ params }: Props) {
  const staff = await requireStaffPage("hiring");
  const view = await applicationView((await params).id, staff);
  if (!view) notFound();
  return (
    <>
      <StaffHeader staff={staff} title="Confirm the deletion" />
      <ConfirmDeletion application={view.application} />
    </>
  );
}
