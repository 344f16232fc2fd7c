import "server-only";
import { readLimitedBody } from "@/lib/services/http/body";
import { HttpError } from "@/lib/services/http/errors";
import { FORM_TYPES } from "@/lib/services/http/form-post";

/** Empty (our confirmation page's form) or RFC 8058's `List-Unsubscribe=One-Click` from a mail client. */
export async function isOneClickRequest(request: Request): Promise<boolean> {
  const contentType = request.headers.get("content-type") ?? "";
  const bytes = await readLimitedBody(request, 2048);
  if (bytes.byteLength === 0) return false;
  if (!FORM_TYPES.test(contentType)) throw new HttpError(415, "Send the form as application/x-www-form-urlencoded.");
  let form: FormData;
  try {
    form = await new Response(new TextDecoder().decode(bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "The request body is not a valid form.");
  }
  const unknown = [...form.keys()].filter((key) => key !== "List-Unsubscribe");
  if (unknown.length > 0) throw new HttpError(400, `Unknown field: ${unknown.join(", ")}`);
  const value = form.get("List-Unsubscribe");
  if (value !== null && value !== "One-Click") throw new HttpError(400, "List-Unsubscribe must be One-Click.");
  return value === "One-Click";
}
