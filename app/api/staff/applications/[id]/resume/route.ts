import { otherMethods } from "@/lib/http/methods";
import { writeHandler } from "@/lib/http/write-handler";
import { resumeDownload } from "@/lib/staff/routes";

type Context = { params: Promise<{ id: string }> };

/** GET /api/staff/applications/{id}/resume: the résumé, for staff, named after the candidate. */
export const GET = writeHandler("staff.resume", "staff", async ({ request }, { params }: Context) =>
  resumeDownload(request, (await params).id),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
