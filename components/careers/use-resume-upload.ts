"use client";

import { type ChangeEvent, useRef, useState } from "react";
import { MAX_RESUME_BYTES, RESUME_TOO_LARGE_MESSAGE } from "@/lib/features/careers/resume-limits";

export interface UploadedResume {
  token: string;
  fileName: string;
  fileType: string;
}

async function upload(departmentId: string, file: File): Promise<UploadedResume> {
  if (file.size > MAX_RESUME_BYTES) throw new Error(RESUME_TOO_LARGE_MESSAGE);
  const body = new FormData();
  body.append("departmentId", departmentId);
  body.append("file", file);
  const response = await fetch("/api/resumes", { method: "POST", body });
  const data = (await response.json().catch(() => null)) as { token?: unknown; fileType?: unknown; error?: unknown } | null;
  if (!response.ok || typeof data?.token !== "string") {
    throw new Error(typeof data?.error === "string" ? data.error : `The upload failed (HTTP ${response.status}).`);
  }
  return { token: data.token, fileName: file.name, fileType: typeof data.fileType === "string" ? data.fileType : "" };
}

export function useResumeUpload(
  departmentId: string,
  events: { onChoose: () => void; onUploaded: (resume: UploadedResume) => void; onFailed: (message: string) => void },
) {
  const [resume, setResume] = useState<UploadedResume | null>(null);
  const [uploadingName, setUploadingName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const run = useRef(0);

  function clear() {
    setResume(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setResume(null);
    events.onChoose();
    if (!file) return;
    const mine = ++run.current;
    setUploadingName(file.name);
    try {
      const uploaded = await upload(departmentId, file);
      if (mine !== run.current) return;
      setResume(uploaded);
      events.onUploaded(uploaded);
    } catch (error) {
      if (mine !== run.current) return;
      clear();
      events.onFailed(error instanceof Error ? error.message : String(error));
    } finally {
      if (mine === run.current) setUploadingName(null);
    }
  }

  return { resume, uploadingName, uploading: uploadingName !== null, fileInput, choose, clear };
}
