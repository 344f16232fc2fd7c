import { PostEditorPage, type PostPageQuery } from "@/components/staff/post-page";

type Props = { searchParams: Promise<PostPageQuery> };

export default async function NewStaffPostPage({ searchParams }: Props) {
  return <PostEditorPage id={null} query={await searchParams} />;
}
