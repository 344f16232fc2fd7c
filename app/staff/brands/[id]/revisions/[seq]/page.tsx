import { RevisionPage } from "@/components/staff/revision-pages";

type Props = { params: Promise<{ id: string; seq: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffRevisionPage({ params, searchParams }: Props) {
  const { id, seq } = await params;
  const { refused } = await searchParams;
  return <RevisionPage collection="brands" id={id} seq={seq} refused={typeof refused === "string" ? refused : undefined} />;
}
