import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/features/content/store";
import { parseJsonBody } from "@/lib/services/http/body";
import { writeHandler } from "@/lib/services/http/write-handler";
import { authorizeRevalidation } from "@/lib/features/revalidation/authorize";
import { expireEverywhere } from "@/lib/features/revalidation/expire";
import { planRevalidation } from "@/lib/features/revalidation/plan";
import { revalidationRequestSchema } from "@/lib/primitives/domain/revalidation";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler("/api/revalidate", "revalidate", async ({ request }) => {
  authorizeRevalidation(request, config().REVALIDATION_SECRET);
  const body = await parseJsonBody(request, revalidationRequestSchema, 256 * 1024);
  const plan = await planRevalidation(body, await documents());
  await expireEverywhere(plan);
  return Response.json({ revalidated: true, ...plan, now: Date.now() });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
