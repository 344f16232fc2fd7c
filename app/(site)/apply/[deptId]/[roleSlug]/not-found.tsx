import { CareersNotFound } from "@/components/careers/careers-not-found";

export default function PositionNotFound() {
  return <CareersNotFound title="Position not found" text="This position has been filled or is no longer listed." />;
}
