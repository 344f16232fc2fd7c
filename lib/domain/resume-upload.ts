import { headerText } from "@/lib/domain/header-text";
import { z } from "@/lib/zod";

/** `POST /api/resumes`: the department applied to (sent before the file), and nothing else beside the file. */
export const resumeUploadFieldsSchema = z.strictObject({
  departmentId: headerText("Department", 100),
});
