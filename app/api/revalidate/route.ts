import { config } from "@/lib/primitives/config";
import { parseJsonBody } from "@/lib/services/http/body";
import { writeHandler } from "@/lib/services/http/write-handler";
import { authorizeRevalidation } from "@/lib/features/revalidation/authorize";
import { revalidate, revalidationContext } from "@/lib/features/revalidation/revalidate";
import { revalidationRequestSchema } from "@/lib/primitives/domain/revalidation";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler("/api/revalidate", "revalidate", async ({ request }) => {
  authorizeRevalidation(request, config().REVALIDATION_SECRET);
  const body = await parseJsonBody(request, revalidationRequestSchema, 256 * 1024);
  const plan = await revalidate(body, await revalidationContext());
  return Response.json({ revalidated: true, ...plan, now: Date.now() });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
