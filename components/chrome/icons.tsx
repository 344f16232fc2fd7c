import type { ReactNode } from "react";
import { LineIcon } from "@/components/icons/line-icon";

function Icon({ children, className = "size-6" }: { children: ReactNode; className?: string }) {
  return <LineIcon className={className}>{children}</LineIcon>;
}

export const PlatformsIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
    <path d="m3 17.5 9 5 9-5" opacity="0.6" />
  </Icon>
);

export const BlogIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M5 4h11l3 3v13H5z" />
    <path d="M8.5 10h7M8.5 13.5h7M8.5 17h4" />
  </Icon>
);

export const CareersIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
  </Icon>
);

export const CalendarIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M8 3v4M16 3v4M3.5 10h17M9 14.5l2 2 4-4" />
  </Icon>
);

export const MenuIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
