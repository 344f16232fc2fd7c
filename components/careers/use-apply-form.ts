"use client";

import { type ChangeEvent, type FormEvent, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ApplyFormControls, TextField } from "@/components/careers/apply-form";
import { useResumeUpload } from "@/components/careers/use-resume-upload";
import { preloadToasts, toast } from "@/components/feedback/toast";
import type { FormStatus } from "@/components/forms/form-status";
import { type FormRestore, postForm } from "@/components/forms/post-form";
import { useErrorFocus } from "@/components/forms/use-error-focus";
import { track } from "@/lib/features/analytics/track";
import { APPLICATION_MESSAGES } from "@/lib/features/careers/messages";
import type { ApplicationRequirements } from "@/lib/primitives/domain/application";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";

const {
  submitted: SUBMITTED_MESSAGE,
  submittedEmailDelayed: SUBMITTED_EMAIL_DELAYED_MESSAGE,
  failed: SUBMIT_FAILED_MESSAGE,
  uploadFailed: UPLOAD_FAILED_MESSAGE,
} = APPLICATION_MESSAGES;

export interface ApplyFormProps {
  departmentId: string;
  departmentName: string;
  roles: string[];
  requirements: ApplicationRequirements;
  initialRole?: string;
  restore?: FormRestore;
  /** Fields the visitor focused in the server's form before this one took over, in order. */
  touched?: string[];
}

type Values = Record<TextField, string> & { location: string; workStyle: string };

// The shared rules (and zod) load when the visitor first touches the form, so department and role pages stay light.
const loadRules = () => import("@/lib/primitives/domain/application");

const VALUE_NAMES = ["role", "name", "email", "phone", "github", "techStack"] as const;

function pickValues(values: Record<string, string> = {}): Partial<Values> {
  return Object.fromEntries(VALUE_NAMES.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])));
}

export function useApplyForm({ departmentId, departmentName, requirements, initialRole, restore, touched: touchedBefore }: ApplyFormProps) {
  const id = useId();
  const initialValues = useMemo<Values>(
    () => ({
      role: initialRole ?? "",
      name: "",
      email: "",
      phone: "",
      github: "",
      techStack: "",
      // Fields the application schema keeps that this form has no input for: sent empty.
      location: "",
      workStyle: "",
    }),
    [initialRole],
  );

  const [values, setValues] = useState<Values>(() => ({ ...initialValues, ...pickValues(restore?.values) }));
  const [website, setWebsite] = useState("");
  const [status, setStatus] = useState<FormStatus>({ kind: "editing" });
  const [errors, setErrors] = useState<Record<string, string>>(restore?.fields ?? {});
  const { ref: formRef, focusFirstError } = useErrorFocus();
  const touched = useRef(new Set<string>());
  const upload = useResumeUpload(departmentId, {
    onChoose: () => clearError("resumeToken"),
    onUploaded: (uploaded) => track("resume_upload", { department_id: departmentId, file_type: uploaded.fileType }),
    onFailed: (message) => {
      setErrors((current) => ({ ...current, resumeToken: message }));
      toast.error(UPLOAD_FAILED_MESSAGE, { description: message, id });
      track("resume_upload_error", { department_id: departmentId, error_message: message });
    },
  });
  const { resume, uploading } = upload;

  const submitting = status.kind === "sending";
  const blocked = uploading || submitting || !resume;

  // Before FormOnIntent gives focus back, so the interactions keep their order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what happened before this form existed.
  useLayoutEffect(() => {
    for (const field of touchedBefore ?? []) noteInteraction(field);
  }, []);

  function noteInteraction(field: string) {
    if (touched.current.has(field)) return;
    if (touched.current.size === 0) {
      void loadRules().catch(() => undefined);
      preloadToasts();
    }
    touched.current.add(field);
    track("form_field_interaction", { department_id: departmentId, field_name: field });
  }

  function field(name: TextField) {
    return {
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) clearError(name);
      },
      onFocus: () => noteInteraction(name),
    };
  }

  function clearError(field: string) {
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function fail(fields: Record<string, string>, message: string) {
    setErrors(fields);
    focusFirstError();
    track("application_submit_error", { department_id: departmentId, error_message: message });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (uploading || submitting) return;
    const body = { departmentId, ...values, resumeToken: resume?.token ?? "", website };
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch {
      toast.error(SUBMIT_FAILED_MESSAGE, { description: "Please check your connection and try again.", id });
      return;
    }
    const checked = rules.applicationSchemaFor(requirements).safeParse(body);
    if (!checked.success) {
      fail(fieldErrors(checked.error), INVALID_FIELDS);
      return;
    }

    setErrors({});
    setStatus({ kind: "sending" });
    const answer = await postForm<{ emailDelayed?: unknown }>(form, body);
    if (answer.ok) {
      toast.success(answer.data?.emailDelayed === true ? SUBMITTED_EMAIL_DELAYED_MESSAGE : SUBMITTED_MESSAGE, { id });
      track("application_submit", {
        department_id: departmentId,
        department_name: departmentName,
        role: values.role,
        has_github: values.github !== "",
      });
      setValues(initialValues);
      setErrors({});
      upload.clear();
      touched.current.clear();
      setStatus({ kind: "sent" });
      return;
    }
    const message = answer.error ?? (answer.status === null ? "The request failed." : `HTTP ${answer.status}`);
    if (answer.status !== null && answer.status < 500 && answer.fields && Object.keys(answer.fields).length > 0) {
      // A token the server refused cannot be sent again: the résumé must be chosen anew.
      if (answer.fields.resumeToken) upload.clear();
      setStatus({ kind: "failed", message });
      fail(answer.fields, message);
      return;
    }
    toast.error(SUBMIT_FAILED_MESSAGE, { id });
    setStatus({ kind: "failed", message: SUBMIT_FAILED_MESSAGE });
    track("application_submit_error", { department_id: departmentId, error_message: message });
  }

  const submitLabel = submitting ? "Submitting..." : uploading ? "Uploading resume..." : "Submit Application";

  const controls: ApplyFormControls = {
    formRef,
    onSubmit,
    field,
    resume: {
      inputRef: upload.fileInput,
      uploadingName: upload.uploadingName,
      fileName: resume?.fileName ?? null,
      onChange: upload.choose,
      onFocus: () => noteInteraction("resume"),
    },
    website,
    setWebsite,
    blocked,
    submitLabel,
  };
  return { id, values, errors, controls };
}
