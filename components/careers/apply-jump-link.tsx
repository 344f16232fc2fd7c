/**
 * On narrow screens the Apply Now form comes after every detail of the page; this link under the
 * heading goes straight to it. Wide screens show the form beside the details, so it is hidden there.
 */
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
