import { primary } from "@/components/ui/button";

export function ApplyJumpLink() {
  return (
    <a href="#apply" className={primary("mt-5 inline-flex rounded-lg px-5 py-3 lg:hidden")}>
      Jump to the application form
    </a>
  );
}
