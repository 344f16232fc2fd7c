import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { signInRequest } from "@/lib/staff/routes";

/** POST /api/staff/sign-in `{email}`: mails a one-time sign-in link if the address is staff; the same answer either way. */
export const POST = writeHandler("staff.sign-in", "staffSignIn", signInRequest);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
