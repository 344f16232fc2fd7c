import { RolesPage } from "@/components/staff/career-pages";

export default function StaffRolesPage() {
  return <RolesPage />;
}
