export { OrganicLiving } from './OrganicLiving.tsx';
export { OrganicLivingView, type OrganicLivingViewProps } from './OrganicLivingView.tsx';
export { ORGANIC_LIVING_COPY, ORGANIC_LIVING_SITE } from './copy.ts';
export { mapEmbedUrl, mapPageUrl, organicLivingImage, ORGANIC_LIVING_IMAGE_COUNT, ORGANIC_LIVING_IMAGE_WIDTHS } from './site.ts';
