import { careersContext } from "@/lib/careers/context";
import { RESUME_TOO_LARGE_MESSAGE } from "@/lib/careers/resume-limits";
import { RESUME_UPLOAD_BODY_LIMIT_BYTES, uploadResume } from "@/lib/careers/resume-upload";
import { resumeUploadSchema } from "@/lib/domain/resume-upload";
import { writeHandler } from "@/lib/http/write-handler";
import { parseMultipartBody } from "@/lib/http/multipart";

export const POST = writeHandler("/api/resumes", "resumeUpload", async ({ request }) => {
  const upload = await parseMultipartBody(request, resumeUploadSchema, {
    limit: RESUME_UPLOAD_BODY_LIMIT_BYTES,
    tooLargeMessage: RESUME_TOO_LARGE_MESSAGE,
    typeMessage: "Send the résumé as multipart/form-data.",
  });
  return Response.json(await uploadResume(upload, await careersContext()), {
    status: 201,
    headers: { "Cache-Control": "no-store" },
  });
});
