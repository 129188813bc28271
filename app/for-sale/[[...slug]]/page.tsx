import { createListingRoute } from '@/components/listings/listing-route';

const route = createListingRoute('forSale');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
