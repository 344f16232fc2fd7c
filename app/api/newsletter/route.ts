import { newsletterRequestSchema } from "@/lib/domain/newsletter";
import { parseWriteBody } from "@/lib/http/form-post";
import { writeHandler } from "@/lib/http/write-handler";
import { newsletterContext } from "@/lib/newsletter/context";
import { newsletterAnswer } from "@/lib/newsletter/answer";
import { subscribe } from "@/lib/newsletter/subscriptions";
import { otherMethods } from "@/lib/http/methods";

export const POST = writeHandler(
  "newsletter",
  "newsletter",
  async ({ request, page }) => {
    const input = await parseWriteBody(request, newsletterRequestSchema, 1024);
    return newsletterAnswer(await subscribe(input, await newsletterContext()), page);
  },
  "newsletter",
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
