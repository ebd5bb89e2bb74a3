import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStyles } from '../shared/storybook.tsx';
import { archiveOptions } from './archive.ts';
import { BlogsError, BlogsSkeleton, BlogsView } from './BlogsView.tsx';
import { sampleArchive, sampleBlogs } from './fixtures.ts';
import styles from './blogs.css?inline';

const meta: Meta<typeof BlogsView> = {
  title: 'Content/Blogs',
  component: BlogsView,
  decorators: [withStyles(styles)],
  args: {
    blogs: sampleBlogs(9),
    page: 1,
    totalPages: 3,
    archive: archiveOptions(sampleArchive),
    month: null,
    hrefFor: (page: number) => `/blogs?page=${page}`,
    onPage: () => undefined,
    onMonth: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof BlogsView>;

export const Loading: Story = { render: () => <BlogsSkeleton /> };
export const LoadError: Story = { render: () => <BlogsError onRetry={() => undefined} /> };
/** Nine cards, the first of three pages. */
export const FirstPage: Story = {};
export const LastPage: Story = { args: { blogs: sampleBlogs(4, 19), page: 3 } };
/** One archive month chosen: its posts on a single page. */
export const ArchiveMonth: Story = { args: { blogs: sampleBlogs(3), totalPages: 1, month: '2-2026' } };
export const Empty: Story = { args: { blogs: [], totalPages: 1, archive: [] } };
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
