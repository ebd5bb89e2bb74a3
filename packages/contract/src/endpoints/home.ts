/** The home page's blocks: banners, sections, product lists, blogs and statistics (shared catalogue reads). */
import { BannersQuery, SectionsQuery } from '../requests.ts';
import { BannersResponse, HomeBlogsResponse, HomeSectionsResponse, ProductsResponse, StatisticsResponse } from '../schemas.ts';
import { endpoint } from './endpoint.ts';

export const HOME = {
  banners: endpoint({ method: 'GET', path: '/ecommerce/banners/', query: BannersQuery, answer: BannersResponse, auth: 'anyone', visitor: 'known' }),
  homeSections: endpoint({ method: 'GET', path: '/product-section/', query: SectionsQuery, answer: HomeSectionsResponse, auth: 'anyone', visitor: 'known' }),
  lowerSections: endpoint({ method: 'GET', path: '/lower-section/', answer: HomeSectionsResponse, auth: 'anyone', visitor: 'known' }),
  newArrivals: endpoint({ method: 'GET', path: '/newarrival/list', answer: ProductsResponse, auth: 'anyone', visitor: 'known' }),
  mustTry: endpoint({ method: 'GET', path: '/musttry/list', answer: ProductsResponse, auth: 'anyone', visitor: 'known' }),
  bestOfAllTime: endpoint({ method: 'GET', path: '/bestofalltime/list', answer: ProductsResponse, auth: 'anyone', visitor: 'known' }),
  homeBlogs: endpoint({ method: 'GET', path: '/home/blogs/', answer: HomeBlogsResponse, auth: 'anyone', visitor: 'known' }),
  statistics: endpoint({ method: 'GET', path: '/statistics-section/', answer: StatisticsResponse, auth: 'anyone', visitor: 'known' }),
};
