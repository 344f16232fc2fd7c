/** The site's background colour, behind a maskable icon and in the manifest. */
export const BRAND_BACKGROUND = "#0b1020";

export interface PngIcon {
  /** Path under public/. */
  src: string;
  size: number;
  purpose: "any" | "maskable";
}

/**
 * The PNG icons of the web manifest, drawn from public/logo.svg by `npm run icons`. The 512 px
 * "any" icon is also the logo of our structured data (search engines want one of at least 112 px).
 */
export const ICONS: readonly PngIcon[] = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/maskable-512.png", size: 512, purpose: "maskable" },
];

export const LOGO_PNG = { src: "/icons/icon-512.png", width: 512, height: 512 } as const;
