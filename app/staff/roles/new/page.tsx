import { type CareerPageQuery, RoleEditorPage } from "@/components/staff/career-pages";

type Props = { searchParams: Promise<CareerPageQuery> };

export default async function NewStaffRolePage({ searchParams }: Props) {
  return <RoleEditorPage roleKey={null} query={await searchParams} />;
}
