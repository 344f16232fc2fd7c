import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { parseJsonBody } from "@/lib/http/body";
import { writeHandler } from "@/lib/http/write-handler";
import { authorizeRevalidation } from "@/lib/revalidation/authorize";
import { expireEverywhere } from "@/lib/revalidation/expire";
import { planRevalidation } from "@/lib/revalidation/plan";
import { revalidationRequestSchema } from "@/lib/domain/revalidation";
import { otherMethods } from "@/lib/http/methods";

export const POST = writeHandler("/api/revalidate", "revalidate", async ({ request }) => {
  authorizeRevalidation(request, config().REVALIDATION_SECRET);
  const body = await parseJsonBody(request, revalidationRequestSchema, 256 * 1024);
  const plan = await planRevalidation(body, await documents());
  await expireEverywhere(plan);
  return Response.json({ revalidated: true, ...plan, now: Date.now() });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
