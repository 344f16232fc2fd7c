import { newsletterRequestSchema } from "@/lib/primitives/domain/newsletter";
import { parseWriteBody } from "@/lib/services/http/form-post";
import { writeHandler } from "@/lib/services/http/write-handler";
import { newsletterContext } from "@/lib/features/newsletter/context";
import { newsletterAnswer } from "@/lib/routes/newsletter/answer";
import { subscribe } from "@/lib/features/newsletter/subscriptions";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler(
  "/api/newsletter",
  "newsletter",
  async ({ request, page }) => {
    const input = await parseWriteBody(request, newsletterRequestSchema, 1024);
    return newsletterAnswer(await subscribe(input, await newsletterContext()), page);
  },
  "newsletter",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
