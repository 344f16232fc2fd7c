import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { signOut } from "@/lib/staff/routes";

/** POST /api/staff/sign-out: ends the session and clears its cookie. */
export const POST = writeHandler("staff.sign-out", "staffSession", signOut);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
