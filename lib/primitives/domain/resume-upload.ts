import { headerText } from "@/lib/primitives/domain/header-text";
import { z } from "@/lib/primitives/zod";

export const resumeUploadFieldsSchema = z.strictObject({
  departmentId: headerText("Department", 100),
});
