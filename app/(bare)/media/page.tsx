import { MediaLinks } from "@/components/pages/media/media-links";
import { mediaContent as content } from "@/content/pages/media";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...content.meta, path: "/media" });

/** /media: no chrome (the bare layout), only the link list. */
export default function MediaPage() {
  return <MediaLinks />;
}
