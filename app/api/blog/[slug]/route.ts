import { readPostCounters } from "@/lib/features/blog/engagement";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

type Context = { params: Promise<{ slug: string }> };

/** GET /api/blog/{slug}: the live views and likes, for a visitor whose view this session already counted. */
export const GET = writeHandler("blog.counters", "blogView", async (_context, { params }: Context) => {
  const { slug } = await params;
  return Response.json(await readPostCounters(slug), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
