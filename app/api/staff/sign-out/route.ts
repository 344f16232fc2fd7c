import { staffContext } from "@/lib/features/staff/context";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { signOut } from "@/lib/routes/staff/requests";

export const POST = writeHandler("/api/staff/sign-out", "staffSession", async (context) => signOut(context, await staffContext()));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
