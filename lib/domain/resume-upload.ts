import { headerText } from "@/lib/domain/header-text";
import { z } from "@/lib/zod";

/** `POST /api/resumes`: the department applied to and the résumé file, nothing else. */
export const resumeUploadSchema = z.strictObject({
  departmentId: headerText("Department", 100),
  file: z.instanceof(File, { error: "Please choose a résumé file." }),
});

export type ResumeUpload = z.infer<typeof resumeUploadSchema>;
