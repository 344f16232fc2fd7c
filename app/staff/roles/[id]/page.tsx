import { type CareerPageQuery, RoleEditorPage } from "@/components/staff/career-pages";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<CareerPageQuery> };

export default async function StaffRolePage({ params, searchParams }: Props) {
  return <RoleEditorPage roleKey={(await params).id} query={await searchParams} />;
}
