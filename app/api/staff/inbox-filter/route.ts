import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";
import { inboxFilterRequest } from "@/lib/routes/staff/requests";

export const POST = writeHandler("/api/staff/inbox-filter", "staff", inboxFilterRequest);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
