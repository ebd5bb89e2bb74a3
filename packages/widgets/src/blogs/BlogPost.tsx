import type { BlogSummary, MetaTags } from '@so/contract';
import { getApi, setPageMeta } from '@so/stores';
import { useAsync } from '@so/ui';
import { useEffect } from 'react';
import { isNotFound, positiveId } from '../shared/ids.ts';
import { BlogPostError, BlogPostNotFound, BlogPostSkeleton, BlogPostView } from './BlogPostView.tsx';

/**
 * The tags the host puts in the page for a post (GET /user/meta-tags/ knows only the URL): its
 * meta title, description and keywords, else its title and excerpt.
 */
export function blogMeta(blog: BlogSummary): Partial<MetaTags> {
  return {
    title: blog.meta_title?.trim() || blog.title,
    description: blog.meta_description?.trim() || blog.excerpt || '',
    keywords: blog.meta_keywords ?? '',
  };
}

/**
 * /blogs/{id}/{name} wired to GET /blogs/{id}/. The id decides (a wrong or missing name still
 * opens the post); an id that is not a positive whole number is not found without a request, one
 * the server does not know after its 404.
 */
export function BlogPost({ blogId }: { blogId?: number | string }) {
  const id = positiveId(blogId);
  return id === null ? <BlogPostNotFound /> : <LoadedPost id={id} />;
}

function LoadedPost({ id }: { id: number }) {
  const [state, retry] = useAsync(() => getApi().blog(id), [id]);
  const loaded = state.status === 'ready' ? state.data.blogData : null;
  useEffect(() => (loaded ? setPageMeta(blogMeta(loaded)) : undefined), [loaded]);
  if (state.status === 'loading') return <BlogPostSkeleton />;
  if (state.status === 'error') return isNotFound(state.error) ? <BlogPostNotFound /> : <BlogPostError onRetry={retry} />;
  const { blogData, previousPost, nextPost } = state.data;
  return <BlogPostView key={blogData.id} blog={blogData} previous={previousPost ?? null} next={nextPost ?? null} />;
}
