import { BrandsPage } from "@/components/staff/brand-pages";

export default function StaffBrandsPage() {
  return <BrandsPage />;
}
