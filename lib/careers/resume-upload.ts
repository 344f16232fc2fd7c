import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { fileStore } from "@/lib/files";
import { resumeKey } from "@/lib/files/keys";
import { signingSecret } from "@/lib/files/signing";
import { readLimitedBody } from "@/lib/http/body";
import { HttpError } from "@/lib/http/errors";
import { MAX_RESUME_BYTES, RESUME_TOO_LARGE_MESSAGE, RESUME_WRONG_TYPE_MESSAGE } from "./resume-limits";
import { detectResumeType, RESUME_CONTENT_TYPES, resumeExtensionOf } from "./resume-type";
import { createUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from "./upload-token";

/** Room for the multipart boundaries and the other fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const FIELDS = new Set(["file", "departmentId"]);

export interface UploadResult {
  token: string;
  fileType: string;
}

async function readMultipart(request: Request): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(415, "Send the résumé as multipart/form-data.");
  }
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBody(request, MAX_RESUME_BYTES + MULTIPART_OVERHEAD_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw new HttpError(413, RESUME_TOO_LARGE_MESSAGE);
    throw error;
  }
  try {
    return await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "The upload is not a valid multipart form.");
  }
}

/**
 * `POST /api/resumes`: takes one résumé for one department, checks its size, its extension and
 * that its bytes are what the extension says, stores it under a fresh private key and answers with
 * an upload token for the application. Nothing is stored when any check fails.
 */
export async function uploadResume(request: Request): Promise<UploadResult> {
  const form = await readMultipart(request);
  const unknown = [...new Set(form.keys())].filter((name) => !FIELDS.has(name));
  if (unknown.length > 0) {
    throw new HttpError(400, "Some fields are missing or invalid.", { fields: { body: `Unknown field: ${unknown.join(", ")}` } });
  }

  const departmentId = form.get("departmentId");
  if (typeof departmentId !== "string" || departmentId === "") {
    throw new HttpError(400, "Some fields are missing or invalid.", { fields: { departmentId: "Department is required." } });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    throw new HttpError(400, "Please choose a résumé file to upload.", { fields: { file: "Please choose a résumé file." } });
  }
  if (file.size > MAX_RESUME_BYTES) throw new HttpError(413, RESUME_TOO_LARGE_MESSAGE);

  const extension = resumeExtensionOf(file.name);
  if (!extension) throw new HttpError(415, RESUME_WRONG_TYPE_MESSAGE, { fields: { file: RESUME_WRONG_TYPE_MESSAGE } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (detectResumeType(bytes) !== extension) {
    const message = `This file is not a real .${extension} document. ${RESUME_WRONG_TYPE_MESSAGE}`;
    throw new HttpError(415, message, { fields: { file: message } });
  }

  const department = await (await documents()).getDepartment(departmentId);
  if (!department?.isActive) {
    throw new HttpError(400, "This department is not accepting applications.", {
      fields: { departmentId: "This department is not accepting applications." },
    });
  }

  const key = resumeKey(extension);
  await fileStore().put(key, bytes, RESUME_CONTENT_TYPES[extension]);
  const expiresAt = Math.floor(Date.now() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
  return { token: createUploadToken(signingSecret(config()), { key, departmentId, expiresAt }), fileType: extension };
}
