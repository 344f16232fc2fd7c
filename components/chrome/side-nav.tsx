import { LogoLink } from "@/components/chrome/logo-link";
import { NavItems } from "@/components/chrome/nav-items";

/** The fixed left nav of wide screens (768 px wide and 820 px tall), 24 units wide. */
export function SideNav() {
  return (
    <header className="fixed inset-y-0 left-0 z-40 hidden w-24 flex-col items-center border-r border-line bg-surface py-6 wide:flex">
      <LogoLink className="rounded-full" markClassName="size-12" />
      <nav aria-label="Main" className="mt-10">
        <NavItems variant="rail" />
      </nav>
    </header>
  );
}
