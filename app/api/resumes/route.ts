import { careersContext } from "@/lib/features/careers/context";
import { receiveResumeUpload } from "@/lib/features/careers/resume-upload";
import { writeHandler } from "@/lib/services/http/write-handler";
import { otherMethods } from "@/lib/services/http/methods";

export const POST = writeHandler("/api/resumes", "resumeUpload", async ({ request }) =>
  Response.json(await receiveResumeUpload(request, await careersContext()), {
    status: 201,
    headers: { "Cache-Control": "no-store" },
  }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
