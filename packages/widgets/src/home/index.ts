export { Home } from './Home.tsx';
export { HomeView, visibleSections, type HomeData, type HomeBlock, type HomeViewProps, type FlaggedList } from './HomeView.tsx';
export { BannerCarousel, BannerSkeleton, bannerHref } from './BannerCarousel.tsx';
export { InfoSection, imageHref } from './InfoSection.tsx';
export { ProductRail } from './ProductRail.tsx';
export { Statistics } from './Statistics.tsx';
export { BlogsSection } from './BlogsSection.tsx';
export { default as homeStyles } from './home.css?inline';
