import { PostEditorPage, type PostPageQuery } from "@/components/staff/post-page";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<PostPageQuery> };

export default async function StaffPostPage({ params, searchParams }: Props) {
  return <PostEditorPage id={(await params).id} query={await searchParams} />;
}
