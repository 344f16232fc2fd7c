import { subscriberFilterRequest } from "@/lib/routes/newsletter/subscribers";
import { otherMethods } from "@/lib/services/http/methods";
import { writeHandler } from "@/lib/services/http/write-handler";

export const POST = writeHandler("/api/staff/newsletter/subscribers/filter", "staff", subscriberFilterRequest);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
