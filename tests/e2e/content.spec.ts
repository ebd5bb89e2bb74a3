/**
 * Content as a shopper reads it: the blog list, its archive and a post with its
 * neighbours and meta title; events filtered to upcoming online ones; the store locator filtered
 * to one city. Runs on the demo seed.
 */
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('so:login-popup-shown', '1');
    sessionStorage.setItem('so:celebration-dismissed', '1');
  });
});

interface BlogAnswer {
  blogData: { id: number; title: string; meta_title?: string | null };
  nextPost: { id: number; title: string } | null;
}

test('blog list, an archive month, a post with its meta title, then the next post', async ({ page, request }) => {
  await page.goto('/blogs');
  const blogs = page.locator('so-blogs');
  await expect(blogs.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(blogs.getByRole('article').first()).toBeVisible();

  // The archive: the second entry is a month of posts (the first is all posts).
  const archive = blogs.getByLabel('Archive');
  const month = await archive.locator('option').nth(1).getAttribute('value');
  expect(month).toMatch(/^\d{1,2}-\d{4}$/);
  await archive.selectOption(month ?? '');
  await expect(page).toHaveURL(new RegExp(`publish_filter=${month}`));
  const first = blogs.getByRole('article').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link', { name: title, exact: true }).first().click();

  // The post: its heading, its meta title as the document's title.
  await expect(page).toHaveURL(/\/blogs\/\d+\/[a-z0-9-]+$/);
  const post = page.locator('so-blog-post');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(title);
  const id = Number(/\/blogs\/(\d+)\//.exec(page.url())?.[1]);
  const answer = (await (await request.get(`/api/blogs/${id}/`, { headers: { 'Company-Id': '16' } })).json()) as BlogAnswer;
  await expect(page).toHaveTitle(answer.blogData.meta_title || answer.blogData.title);

  // The next post, when there is one; otherwise the previous one.
  const neighbour = answer.nextPost ? 'Next post' : 'Previous post';
  await post.getByRole('link', { name: new RegExp(`^${neighbour}`) }).click();
  await expect(post.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await expect(page).not.toHaveURL(new RegExp(`/blogs/${id}/`));
});

test('events filtered to upcoming online ones; one opens its detail', async ({ page }) => {
  await page.goto('/event');
  const events = page.locator('so-events');
  await events.getByLabel('When').selectOption({ label: 'Upcoming' });
  await events.getByLabel('Category').selectOption({ label: 'Online' });
  await expect(page).toHaveURL(/status=upcoming_events/);
  await expect(page).toHaveURL(/category=Online/);
  const cards = events.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Online');
  const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  await cards.first().getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.locator('so-event').getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the store locator filtered to one city shows only that city', async ({ page }) => {
  await page.goto('/store-locator');
  const locator = page.locator('so-store-locator');
  // Every city under its heading, then Mumbai alone.
  await expect(locator.getByRole('heading', { level: 2, name: 'Ahmedabad' })).toBeVisible();
  await expect(locator.getByRole('heading', { level: 2, name: 'Mumbai' })).toBeVisible();
  await locator.getByLabel('City').selectOption({ label: 'Mumbai' });
  await expect(page).toHaveURL(/city=Mumbai/);
  await expect(locator.getByRole('heading', { level: 2 })).toHaveText(['Mumbai']);
  const store = locator.getByRole('article').first();
  await expect(store.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(store.getByRole('link', { name: /View on map/ })).toHaveAttribute('target', '_blank');
});
