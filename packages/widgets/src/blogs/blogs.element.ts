import { defineElement } from '../shared/element.ts';
import { Blogs } from './Blogs.tsx';
import styles from './blogs.css?inline';

/**
 * `<so-blogs>`: the /blogs page: blog cards (banner, title linking to the post, date DD
 * MMM YYYY, excerpt), 9 to a page with the pages below, and an Archive choice of the months that
 * have posts. The page (`page`) and the month (`publish_filter={month}-{year}`) live in the URL
 * query. No posts: "No blogs added!".
 *
 * @tag so-blogs
 * @fires {CustomEvent<{ href: string; url: string; replace: boolean }>} so:navigate - when a post
 *   is opened; cancelable: a host that routes it calls preventDefault(), else the browser loads
 *   `url`
 * @fires {CustomEvent<{ href: string; replace: boolean }>} so:query - when the page or month
 *   changes: only the query of the current page changed
 * @csspart blogs - the blog list (root) or the blogs section
 * @csspart archive - the Archive (month) choice
 * @csspart card - a card
 * @csspart error - the error state with Try again (shared ErrorState)
 * @csspart empty - the empty state (shared EmptyState)
 * @csspart pagination - the page links (shared Pagination)
 */
export const define = () => defineElement('so-blogs', Blogs, { styles });
