import { RevisionsPage } from "@/components/staff/revision-pages";

type Props = { params: Promise<{ id: string }> };

export default async function StaffRevisionsPage({ params }: Props) {
  return <RevisionsPage collection="brands" id={(await params).id} />;
}
