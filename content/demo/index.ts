export { demoBlogPosts } from "./blog-posts";
export { demoBrands } from "./brands";
export { demoDepartments } from "./departments";
