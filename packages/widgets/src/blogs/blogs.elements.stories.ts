import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementStory } from '../shared/element-story.ts';

/** The `<so-blogs>`, `<so-blog-post>` elements as shipped: attributes as controls, docs from the manifest (shared/element-story.ts). */
const meta: Meta = { title: 'Elements/Blogs' };
export default meta;

export const SoBlogs: StoryObj = { name: 'so-blogs', ...elementStory('so-blogs') };
export const SoBlogPost: StoryObj = { name: 'so-blog-post', ...elementStory('so-blog-post', { 'blog-id': '1' }) };
