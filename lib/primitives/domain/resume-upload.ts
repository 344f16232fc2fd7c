import { headerText } from "@/lib/primitives/domain/header-text";
import { z } from "@/lib/primitives/zod";

/** `POST /api/resumes`: the department applied to (sent before the file), and nothing else beside the file. */
export const resumeUploadFieldsSchema = z.strictObject({
  departmentId: headerText("Department", 100),
});
