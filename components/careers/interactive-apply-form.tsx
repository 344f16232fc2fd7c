"use client";

import { ApplyForm } from "@/components/careers/apply-form";
import { type ApplyFormProps, useApplyForm } from "@/components/careers/use-apply-form";

export function InteractiveApplyForm(props: ApplyFormProps) {
  const { id, values, errors, controls } = useApplyForm(props);
  return (
    <ApplyForm
      id={id}
      departmentId={props.departmentId}
      roles={props.roles}
      requirements={props.requirements}
      values={values}
      errors={errors}
      controls={controls}
    />
  );
}
