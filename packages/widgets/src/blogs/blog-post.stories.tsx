import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { BlogPostError, BlogPostNotFound, BlogPostSkeleton, BlogPostView } from './BlogPostView.tsx';
import { sampleBlog } from './fixtures.ts';
import styles from './blog-post.css?inline';

const longContent = `<p>Ghee made the bilona way starts the evening before: whole A2 milk is boiled, cooled and set to curd overnight.</p>
<h2>Churning by hand</h2><p>The curd is churned with a wooden bilona until the butter separates.</p>
<ul><li>Whole milk of desi cows</li><li>Curd, not cream</li><li>Slow heat over a wood fire</li></ul>
<h3>Storing it</h3><ol><li>Use a dry spoon.</li><li>Keep the jar closed, away from sunlight.</li></ol>
<p>Read more on <a href="https://www.fssai.gov.in/">FSSAI's site</a>.</p>`;

const meta: Meta<typeof BlogPostView> = {
  title: 'Content/Blog post',
  component: BlogPostView,
  decorators: [withStyles(styles)],
  args: {
    blog: sampleBlog({ content: longContent }),
    previous: { id: 11, title: 'Five Herbs for the Monsoon' },
    next: { id: 13, title: 'Jaggery or Sugar?' },
  },
};
export default meta;
type Story = StoryObj<typeof BlogPostView>;

export const Loading: Story = { render: () => <BlogPostSkeleton /> };
export const LoadError: Story = { render: () => <BlogPostError onRetry={() => undefined} /> };
export const NotFound: Story = { render: () => <BlogPostNotFound /> };
export const BothNeighbours: Story = {};
/** The newest post: no next post, shown as text, not a link. */
export const Newest: Story = { args: { next: null } };
/** The oldest post: no previous post. */
export const Oldest: Story = { args: { previous: null } };
export const OnlyPost: Story = { args: { previous: null, next: null } };
export const NoBanner: Story = { args: { blog: sampleBlog({ banner_url: null, content: longContent }) } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
