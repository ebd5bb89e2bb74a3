/** The home page's blocks: banners, sections, product lists, blogs and statistics (shared catalogue reads). */
import { BannersQuery, SectionsQuery } from '../home.requests.ts';
import { ProductsResponse } from '../catalogue.answers.ts';
import { BannersResponse, HomeBlogsResponse, HomeSectionsResponse, StatisticsResponse } from '../home.answers.ts';
import { endpoint } from './endpoint.ts';

export const HOME = {
  banners: endpoint({
    method: 'GET',
    path: '/ecommerce/banners/',
    query: BannersQuery,
    answer: BannersResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s banners (`sequence=Upper`).',
  }),
  homeSections: endpoint({
    method: 'GET',
    path: '/product-section/',
    query: SectionsQuery,
    answer: HomeSectionsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s sections of a `type`: `Upper` (about, arrival, certificate, ethical), `Product` (product sections with their products) or `Lower` (awards, licences); each carries a `key` naming its block. Hidden ones are answered too (`is_visible_on_website: false`).',
  }),
  lowerSections: endpoint({
    method: 'GET',
    path: '/lower-section/',
    answer: HomeSectionsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s non-GMO and services blocks.',
  }),
  newArrivals: endpoint({
    method: 'GET',
    path: '/newarrival/list',
    answer: ProductsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s new arrivals.',
  }),
  mustTry: endpoint({
    method: 'GET',
    path: '/musttry/list',
    answer: ProductsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s must-try products.',
  }),
  bestOfAllTime: endpoint({
    method: 'GET',
    path: '/bestofalltime/list',
    answer: ProductsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s best of all time.',
  }),
  homeBlogs: endpoint({
    method: 'GET',
    path: '/home/blogs/',
    answer: HomeBlogsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The newest published posts marked for the home page (`on_home`).',
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/statistics-section/',
    answer: StatisticsResponse,
    auth: 'anyone',
    visitor: 'known',
    summary: 'The home page’s statistics.',
  }),
};
