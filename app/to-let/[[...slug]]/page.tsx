import { createListingRoute } from '@/components/listings/listing-route';

const route = createListingRoute('toLet');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
