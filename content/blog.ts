export const BLOG_TITLE = "The Signal";
export const BLOG_DESCRIPTION = "The Signal is Lexor's blog: field notes on AI, cloud, data, security, product and design from the people who do the work.";
