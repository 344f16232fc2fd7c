import { CareersNotFound } from "@/components/careers/careers-not-found";

export default function DepartmentNotFound() {
  return <CareersNotFound title="Department not found" text="This department does not exist or is no longer listed." />;
}
