import { LogoLink } from "@/components/chrome/logo-link";
import { NavItems } from "@/components/chrome/nav-items";

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
