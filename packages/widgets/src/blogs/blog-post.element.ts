import { defineElement } from '@so/ui';
import { BlogPost } from './BlogPost.tsx';
import styles from './blog-post.css?inline';

/**
 * `<so-blog-post blog-id="12">`: one post of /blogs/{blogId}/{blogName}: banner, title, date
 * DD MMM YYYY, the post's HTML (sanitised by the server), links to the previous and next post
 * (plain text when there is none) and Back to Blogs. An unknown id shows "Blog post not found".
 * The post's title and excerpt are published as the page's meta tags (`$pageMeta`).
 *
 * Attributes: `blog-id` (string, required: the post's id; the name in the URL does not matter).
 * Events: `so:navigate` for Back to Blogs and the previous and next post.
 * Parts: blog-post, back, banner, content, post-navigation, neighbour, neighbour-disabled, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () =>
  defineElement('so-blog-post', BlogPost, {
    props: { blogId: 'string' },
    styles,
  });
