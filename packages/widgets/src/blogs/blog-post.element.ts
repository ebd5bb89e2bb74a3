import { defineElement } from '../shared/element.ts';
import { BlogPost } from './BlogPost.tsx';
import styles from './blog-post.css?inline';

/**
 * `<so-blog-post blog-id="12">`: one post of /blogs/{blogId}/{blogName}: banner, title, date DD MMM
 * YYYY, the post's HTML (sanitised by the server), links to the previous and next post (plain text
 * when there is none) and Back to Blogs. An unknown id shows "Blog post not found". The post's
 * title and excerpt are published as the page's meta tags (`$pageMeta`).
 *
 * @tag so-blog-post
 * @attr {string} blog-id - the post's id (required; the name in the URL does not matter)
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - for Back to
 *   Blogs and the previous and next post; cancelable: a host that routes it calls preventDefault(),
 *   else the browser loads `url`
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart blog-post - the post (root)
 * @csspart back - the back link
 * @csspart banner - a banner
 * @csspart content - the staff's or shipped text (server HTML)
 * @csspart post-navigation - the previous and next post links
 * @csspart neighbour-disabled - a previous or next post without a post
 * @csspart neighbour - a previous or next post link
 * @csspart error - the error state with Try again (shared ErrorState)
 */
export const define = () =>
  defineElement('so-blog-post', BlogPost, {
    props: { blogId: 'string' },
    styles,
  });
