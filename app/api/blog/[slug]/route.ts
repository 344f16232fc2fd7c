import { blogContext } from "@/lib/features/blog/context";
import { readPostCounters } from "@/lib/features/blog/engagement";
import { readHandler } from "@/lib/services/http/read-handler";
import { otherMethods } from "@/lib/services/http/methods";

type Context = { params: Promise<{ slug: string }> };

export const GET = readHandler("/api/blog/[slug]", "blogView", async (_context, { params }: Context) => {
  const { slug } = await params;
  return Response.json(await readPostCounters(slug, await blogContext()), { headers: { "Cache-Control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
