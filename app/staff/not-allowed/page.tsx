import { StaffHeader } from "@/components/staff/staff-header";
import { requireStaffPage } from "@/lib/features/staff/views";

export default async function StaffNotAllowedPage() {
  const staff = await requireStaffPage();
  return (
    <>
      <StaffHeader staff={staff} title="Not part of your role" />
      <p>Your staff role ({staff.role}) does not include that page. Ask an admin if you need it.</p>
    </>
  );
}
