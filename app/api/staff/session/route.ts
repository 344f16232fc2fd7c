import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { signInComplete } from "@/lib/staff/routes";

/** POST /api/staff/session `{code}`: redeems a sign-in link's code for a session cookie. */
export const POST = writeHandler("staff.session", "staffSession", signInComplete);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
