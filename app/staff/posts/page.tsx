import { PostList } from "@/components/staff/posts";
import { StaffHeader } from "@/components/staff/staff-header";
import { postsPageView } from "@/lib/features/staff/post-views";
import { requireStaffPage } from "@/lib/features/staff/views";

export default async function StaffPostsPage() {
  const staff = await requireStaffPage("editor");
  return (
    <>
      <StaffHeader staff={staff} title="Posts" />
      <PostList posts={await postsPageView()} />
    </>
  );
}
