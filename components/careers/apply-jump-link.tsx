export function ApplyJumpLink() {
  return (
    <a
      href="#apply"
      className="mt-5 inline-flex rounded-lg bg-accent px-5 py-3 font-semibold text-accent-ink hover:bg-accent-strong lg:hidden"
    >
      Jump to the application form
    </a>
  );
}
