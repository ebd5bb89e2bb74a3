import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '@so/api';
import { MSG } from '@so/contract';
import { $pageMeta } from '@so/stores';
import { goTo, recordNavigations } from '../shared/test-setup.ts';
import { archiveOptions, monthLabel } from './archive.ts';
import { BlogPost } from './BlogPost.tsx';
import { Blogs } from './Blogs.tsx';
import { BLOGS_COPY } from './copy.ts';
import { sampleArchive, sampleBlog, sampleBlogs } from './fixtures.ts';

const fake = vi.hoisted(() => ({ api: {} as Record<string, unknown> }));

vi.mock('@so/stores', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@so/stores')>()),
  getApi: () => fake.api as unknown as Api,
}));

const navigations = recordNavigations();

function serveList(blogs = sampleBlogs(9), total_pages = 3, filters = sampleArchive) {
  const blogsCall = vi.fn(async (_query: { page?: number; publish_filter?: string }) => ({ status: true, blogs, total_pages, filters }));
  fake.api.blogs = blogsCall;
  return blogsCall;
}

beforeEach(() => {
  fake.api = {};
  $pageMeta.set(null);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Archive months', () => {
  it('names numbered months and keeps named ones, one option per month as {month}-{year}', () => {
    expect(monthLabel(3)).toBe('March');
    expect(monthLabel('12')).toBe('December');
    expect(monthLabel('March')).toBe('March');
    expect(archiveOptions([{ year: '2026', months: [3, 'February'] }])).toEqual([
      { value: '3-2026', label: 'March 2026' },
      { value: 'February-2026', label: 'February 2026' },
    ]);
  });
});

describe('Blog list', () => {
  it('shows a card per post with its title linking to the post, its date DD MMM YYYY and excerpt', async () => {
    const call = serveList();
    goTo('/blogs');
    render(<Blogs />);
    const link = await screen.findByRole('link', { name: 'Why Bilona Ghee Tastes Different' });
    expect(call).toHaveBeenCalledWith({ page: 1 });
    expect(screen.getByRole('heading', { level: 1, name: BLOGS_COPY.title })).toBeTruthy();
    expect(link.getAttribute('href')).toMatch(/\/blogs\/1\/why-bilona-ghee-tastes-different$/);
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('28 Mar 2026')).toBeTruthy();
    expect(card.textContent).toContain('Curd churned by hand');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    fireEvent.click(link);
    expect(navigations.at(-1)?.href).toBe('/blogs/1/why-bilona-ghee-tastes-different');
  });

  it('asks for the page in the URL and moves to another page through the URL', async () => {
    const call = serveList(sampleBlogs(9, 10));
    goTo('/blogs?page=2');
    render(<Blogs />);
    await screen.findAllByRole('article');
    expect(call).toHaveBeenLastCalledWith({ page: 2 });
    const pages = screen.getByRole('navigation', { name: BLOGS_COPY.pages });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ page: 3 }));
    expect(location.search).toBe('?page=3');
  });

  it('filters by an archive month: publish_filter={month}-{year} in the URL and the request, back to page 1', async () => {
    const call = serveList();
    goTo('/blogs?page=2');
    render(<Blogs />);
    const archive = await screen.findByRole('combobox', { name: BLOGS_COPY.archive });
    expect(within(archive).getAllByRole('option').map((o) => o.textContent)).toEqual([BLOGS_COPY.allPosts, 'March 2026', 'February 2026', 'January 2026', 'December 2025', 'November 2025']);
    fireEvent.change(archive, { target: { value: '2-2026' } });
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ page: 1, publish_filter: '2-2026' }));
    expect(new URL(location.href).searchParams.get('publish_filter')).toBe('2-2026');
    expect(new URL(location.href).searchParams.get('page')).toBeNull();
    expect((await screen.findByRole('combobox', { name: BLOGS_COPY.archive }) as HTMLSelectElement).value).toBe('2-2026');
  });

  it('keeps the archive choice, and its focus, while the month loads', async () => {
    serveList();
    goTo('/blogs');
    render(<Blogs />);
    const archive = await screen.findByRole('combobox', { name: BLOGS_COPY.archive });
    archive.focus();
    fireEvent.change(archive, { target: { value: '1-2026' } });
    await screen.findByText(BLOGS_COPY.loading);
    expect(screen.getByRole('combobox', { name: BLOGS_COPY.archive })).toBe(archive);
    await screen.findAllByRole('article');
    expect(document.activeElement).toBe(archive);
  });

  it('says No blogs added! when there are none, without pages', async () => {
    serveList([], 1, []);
    goTo('/blogs');
    render(<Blogs />);
    expect((await screen.findByText(MSG.noBlogsAdded)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows placeholders while loading, then an error with Try again that asks again', async () => {
    let fail = true;
    fake.api.blogs = vi.fn(async () => {
      if (fail) throw new ApiError('down', 0);
      return { status: true, blogs: sampleBlogs(2), total_pages: 1, filters: [] };
    });
    goTo('/blogs');
    render(<Blogs />);
    expect(screen.getByRole('status').textContent).toBe(BLOGS_COPY.loading);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BLOGS_COPY.loadFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe('Blog post', () => {
  function servePost(previousPost: { id: number; title: string } | null, nextPost: { id: number; title: string } | null) {
    const call = vi.fn(async (_id: number) => ({ status: true, blogData: sampleBlog(), previousPost, nextPost }));
    fake.api.blog = call;
    return call;
  }

  it('shows banner, title as the page heading, date, the HTML content, and links to both neighbours', async () => {
    const call = servePost({ id: 11, title: 'Five Herbs for the Monsoon' }, { id: 13, title: 'Jaggery or Sugar?' });
    goTo('/blogs/12/anything');
    render(<BlogPost blogId="12" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Bilona Ghee Tastes Different' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith(12);
    expect(screen.getByText('05 Mar 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The bilona method' })).toBeTruthy();
    expect(screen.getByText('A2 milk').tagName).toBe('LI');
    const nav = screen.getByRole('navigation', { name: BLOGS_COPY.postNavigation });
    expect(within(nav).getByRole('link', { name: `${BLOGS_COPY.previous} Five Herbs for the Monsoon` }).getAttribute('href')).toMatch(/\/blogs\/11\/five-herbs-for-the-monsoon$/);
    fireEvent.click(within(nav).getByRole('link', { name: `${BLOGS_COPY.next} Jaggery or Sugar?` }));
    expect(navigations.at(-1)?.href).toBe('/blogs/13/jaggery-or-sugar');
    fireEvent.click(screen.getByRole('link', { name: `← ${BLOGS_COPY.backToBlogs}` }));
    expect(navigations.at(-1)?.href).toBe('/blogs');
  });

  it('has no link where there is no neighbour, and says so in words', async () => {
    servePost(null, { id: 13, title: 'Jaggery or Sugar?' });
    goTo('/blogs/12/x');
    render(<BlogPost blogId="12" />);
    const nav = await screen.findByRole('navigation', { name: BLOGS_COPY.postNavigation });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByText(BLOGS_COPY.noPrevious).closest('a')).toBeNull();
    cleanup();
    servePost({ id: 11, title: 'Five Herbs for the Monsoon' }, null);
    render(<BlogPost blogId="12" />);
    const last = await screen.findByRole('navigation', { name: BLOGS_COPY.postNavigation });
    expect(within(last).getByText(BLOGS_COPY.noNext).closest('a')).toBeNull();
    expect(within(last).getAllByRole('link')).toHaveLength(1);
  });

  it("publishes the post's title and excerpt as the page's meta tags, and withdraws them when it goes", async () => {
    servePost(null, null);
    goTo('/blogs/12/why-bilona-ghee-tastes-different');
    const { unmount } = render(<BlogPost blogId="12" />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect($pageMeta.get()).toEqual({
        path: '/blogs/12/why-bilona-ghee-tastes-different',
        tags: { title: 'Why Bilona Ghee Tastes Different', description: sampleBlog().excerpt },
      }),
    );
    unmount();
    expect($pageMeta.get()).toBeNull();
  });

  it('publishes the meta title, description and keywords a post has instead of its title and excerpt', async () => {
    fake.api.blog = vi.fn(async () => ({
      status: true,
      blogData: sampleBlog({ meta_title: 'Bilona Ghee: How It Is Made | SO Organic', meta_description: 'The hand-churned method, step by step.', meta_keywords: 'bilona ghee, a2 ghee' }),
      previousPost: null,
      nextPost: null,
    }));
    goTo('/blogs/12/why-bilona-ghee-tastes-different');
    render(<BlogPost blogId="12" />);
    await screen.findByRole('heading', { level: 1, name: 'Why Bilona Ghee Tastes Different' });
    await waitFor(() =>
      expect($pageMeta.get()?.tags).toEqual({
        title: 'Bilona Ghee: How It Is Made | SO Organic',
        description: 'The hand-churned method, step by step.',
        keywords: 'bilona ghee, a2 ghee',
      }),
    );
  });

  it('shows not found for an id the server does not know, and for no usable id without asking', async () => {
    fake.api.blog = vi.fn(async () => {
      throw new ApiError('Blog not found', 404);
    });
    render(<BlogPost blogId="999" />);
    expect(await screen.findByRole('heading', { level: 1, name: BLOGS_COPY.notFound })).toBeTruthy();
    cleanup();
    render(<BlogPost blogId="abc" />);
    expect(screen.getByRole('heading', { level: 1, name: BLOGS_COPY.notFound })).toBeTruthy();
    expect(fake.api.blog).toHaveBeenCalledTimes(1);
  });

  it('offers Try again when the post could not be loaded', async () => {
    let fail = true;
    fake.api.blog = vi.fn(async () => {
      if (fail) throw new ApiError('down', 0);
      return { status: true, blogData: sampleBlog(), previousPost: null, nextPost: null };
    });
    render(<BlogPost blogId="12" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BLOGS_COPY.postFailed);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: MSG.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Why Bilona Ghee Tastes Different' })).toBeTruthy();
  });
});
