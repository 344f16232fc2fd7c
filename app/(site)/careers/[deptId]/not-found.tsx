import { DepartmentNotFound } from "@/components/careers/careers-not-found";

/** What a client-side navigation to an unknown department shows; the server renders the same (see the page). */
export default function DepartmentNotFoundPage() {
  return <DepartmentNotFound />;
}
