import { defineElement } from '@so/ui';
import { Blogs } from './Blogs.tsx';
import styles from './blogs.css?inline';

/**
 * `<so-blogs>`: the /blogs page of SPEC §2: blog cards (banner, title linking to the post, date
 * DD MMM YYYY, excerpt), 9 to a page with the pages below, and an Archive choice of the months
 * that have posts. The page (`page`) and the month (`publish_filter={month}-{year}`) live in the
 * URL query. No posts: "No blogs added!".
 *
 * Attributes: none.
 * Events: `so:navigate` when a post is opened; `so:query` when the page or month changes.
 * Parts: blogs, archive, card, pagination, error, empty.
 * CSS properties: the --so-* tokens.
 */
export const define = () => defineElement('so-blogs', Blogs, { styles });
