export function ArticleBody({ sanitizedHtml }: { sanitizedHtml: string }) {
  return (
    <div
      className="mt-10 text-lg leading-8 text-fg [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:text-xl [&_blockquote]:text-muted [&_blockquote]:italic [&_blockquote>p:first-child]:mt-0 [&_code]:font-mono [&_code]:text-base [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-8 [&_h4]:font-semibold [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-6 [&_pre]:mt-6 [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-line [&_pre]:bg-surface [&_pre]:p-4 [&_pre]:text-sm [&_pre]:whitespace-pre-wrap [&_strong]:font-semibold [&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_th]:border-b [&_th]:border-line [&_th]:py-2 [&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6"
      // Sanitized on the server with an allowlist (lib/features/content/sanitize.ts).
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
