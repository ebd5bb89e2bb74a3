export { Blogs } from './Blogs.tsx';
export { BlogPost, blogMeta } from './BlogPost.tsx';
export { BlogsView, BlogsSkeleton, BlogsError, BlogsShell, BlogList, BlogsLoading, BlogsLoadError, ArchiveSelect, BlogCard, BLOG_PAGE_SIZE, type BlogsViewProps } from './BlogsView.tsx';
export { BlogPostView, BlogPostSkeleton, BlogPostError, BlogPostNotFound, type BlogPostViewProps, type BlogNeighbour } from './BlogPostView.tsx';
export { archiveOptions, archiveFrom, monthLabel, BLOG_ARCHIVE_PARAM, BLOG_PAGE_PARAM, type ArchiveOption, type ArchiveYear } from './archive.ts';
export { BLOGS_COPY } from './copy.ts';
export { default as blogsStyles } from './blogs.css?inline';
export { default as blogPostStyles } from './blog-post.css?inline';
