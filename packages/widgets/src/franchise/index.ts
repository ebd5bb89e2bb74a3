export { Franchise } from './Franchise.tsx';
export { FranchiseView, type FranchiseViewProps } from './FranchiseView.tsx';
export { FRANCHISE_BRANDS, FRANCHISE_CONTACTS, FRANCHISE_COPY, type FranchiseBrand, type FranchisePillar } from './copy.ts';
