import { LogoMark } from "@/components/ui/logo-mark";

export type SpinnerSize = "sm" | "md" | "lg" | "xl";

export const SPINNER_SIZES: Record<SpinnerSize, { ring: string; logo: string; border: string }> = {
  sm: { ring: "size-6", logo: "size-3", border: "border-2" },
  md: { ring: "size-10", logo: "size-5", border: "border-[3px]" },
  lg: { ring: "size-16", logo: "size-8", border: "border-4" },
  xl: { ring: "size-24", logo: "size-12", border: "border-[5px]" },
};

export function Spinner({ size = "md", label = "Loading", className = "" }: { size?: SpinnerSize; label?: string; className?: string }) {
  const dimensions = SPINNER_SIZES[size];
  return (
    <span role="status" className={`relative inline-flex items-center justify-center ${dimensions.ring} ${className}`}>
      <span aria-hidden="true" className={`absolute inset-0 animate-spin rounded-full border-line border-t-accent ${dimensions.border}`} />
      <LogoMark className={dimensions.logo} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
