import { DepartmentNotFound } from "@/components/careers/careers-not-found";

export default function DepartmentNotFoundPage() {
  return <DepartmentNotFound />;
}
