import { type CareerPageQuery, DepartmentEditorPage } from "@/components/staff/career-pages";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<CareerPageQuery> };

export default async function StaffDepartmentPage({ params, searchParams }: Props) {
  return <DepartmentEditorPage id={(await params).id} query={await searchParams} />;
}
