import { uploadResume } from "@/lib/careers/resume-upload";
import { writeHandler } from "@/lib/http/write-handler";

export const POST = writeHandler("/api/resumes", "resumeUpload", async ({ request }) =>
  Response.json(await uploadResume(request), { status: 201, headers: { "Cache-Control": "no-store" } }),
);
