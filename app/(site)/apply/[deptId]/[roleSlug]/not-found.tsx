import { PositionNotFound } from "@/components/careers/careers-not-found";

/** What a client-side navigation to an unknown role shows; the server renders the same (see the page). */
export default function PositionNotFoundPage() {
  return <PositionNotFound />;
}
