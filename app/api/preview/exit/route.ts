import { cookies, draftMode } from "next/headers";
import { PREVIEW_COOKIE } from "@/lib/features/blog/preview";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler("/api/preview/exit", "preview", async () => {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return new Response(null, { status: 303, headers: { Location: "/blog", "Cache-Control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
