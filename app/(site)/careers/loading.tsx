import { LoadingSpinner } from "@/components/careers/loading-spinner";

export default function CareersLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <LoadingSpinner size="lg" label="Loading open positions" />
    </div>
  );
}
