import { type BrandPageQuery, BrandEditorPage } from "@/components/staff/brand-pages";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<BrandPageQuery> };

export default async function StaffBrandPage({ params, searchParams }: Props) {
  return <BrandEditorPage id={(await params).id} query={await searchParams} />;
}
