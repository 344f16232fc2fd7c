import { resumeKey } from "./resume-keys";
import type { DocumentStore } from "@/lib/documents/port";
import type { ResumeUpload } from "@/lib/domain/resume-upload";
import type { FileStore } from "@/lib/files/port";
import { HttpError } from "@/lib/http/errors";
import { MAX_RESUME_BYTES, RESUME_TOO_LARGE_MESSAGE, RESUME_WRONG_TYPE_MESSAGE } from "./resume-limits";
import { detectResumeType, RESUME_CONTENT_TYPES, resumeExtensionOf } from "./resume-type";
import { createUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from "./upload-token";

/** Room for the multipart boundaries and the other fields around the file. */
export const RESUME_UPLOAD_BODY_LIMIT_BYTES = MAX_RESUME_BYTES + 16 * 1024;

export interface UploadResult {
  token: string;
  fileType: string;
}

export interface UploadDependencies {
  store: DocumentStore;
  files: FileStore;
  /** HMAC key for upload tokens (`signingSecret(config())`). */
  secret: string;
  now?: () => Date;
}

/**
 * Takes one résumé for one department: checks its size, its extension and that its bytes are what
 * the extension says, stores it under a fresh private key and answers with an upload token for the
 * application. Nothing is stored when any check fails.
 */
export async function uploadResume(
  { departmentId, file }: ResumeUpload,
  { store, files, secret, now = () => new Date() }: UploadDependencies,
): Promise<UploadResult> {
  if (file.size === 0) {
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

  const department = await store.getDepartment(departmentId);
  if (!department?.isActive) {
    throw new HttpError(400, "This department is not accepting applications.", {
      fields: { departmentId: "This department is not accepting applications." },
    });
  }

  const key = resumeKey(extension);
  await files.put(key, bytes, RESUME_CONTENT_TYPES[extension]);
  const expiresAt = Math.floor(now().getTime() / 1000) + UPLOAD_TOKEN_TTL_SECONDS;
  return { token: createUploadToken(secret, { key, departmentId, expiresAt }), fileType: extension };
}
