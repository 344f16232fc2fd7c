import { PositionNotFound } from "@/components/careers/careers-not-found";

export default function PositionNotFoundPage() {
  return <PositionNotFound />;
}
