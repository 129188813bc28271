import { EnquiryForm } from '@/components/forms/enquiry-form';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContactCard } from '@/components/ui/contact-card';
import type { Crumb } from '@/lib/breadcrumbs';
import { dealLabel } from '@/lib/deal';
import type { PropertyDetail, PropertySummary, UnitSummary } from '@/lib/listings';
import { ShareButton } from '@/components/ui/share-button';
import { brochurePath } from '@/lib/brochures/brochure-path';
import { toListingId } from '@/lib/shortlist/listing-id';
import { ShortlistToggle } from '@/components/shortlist/shortlist-toggle';
import { chooseContactLine } from '@/lib/listings/contact-line';
import { absoluteUrl } from '@/lib/site-metadata';
import { BrochureLink } from './brochure-link';
import { ContactBar } from './contact-bar';
import { PropertyFeatures } from './property-features';
import { PropertyGallery } from './property-gallery';
import { PropertyPrintPhotos } from './property-print-photos';
import { PropertyLocation } from './property-location';
import { PropertyOverview } from './property-overview';
import { RelatedProperties } from './related-properties';
import { UnitSchedule } from './unit-schedule';
import styles from './property-view.module.css';

export interface PropertyViewProps {
  property: PropertyDetail;
  /** Set on a unit page: the unit comes first, with a link back to its property. */
  unit?: UnitSummary;
  crumbs: Crumb[];
  related: PropertySummary[];
  /** The company's desk number (the head office's), for a listing whose brokers give no cell number. */
  deskPhone: string | null;
}

/** Where the phone's contact bar jumps to. */
const ENQUIRY_ID = 'enquire';

export function PropertyView({ property, unit, crumbs, related, deskPhone }: PropertyViewProps) {
  const brokers = unit?.brokers.length ? unit.brokers : property.brokers;
  const description = unit ? unit.description : property.description;
  const pagePath = unit?.href ?? property.href;
  const title = unit ? `${unit.unitId}, ${property.name}` : property.name;
  const contactLine = chooseContactLine(
    brokers.map((broker) => ({ name: broker.name, phone: broker.mobile })),
    deskPhone ? { name: 'our office', phone: deskPhone } : null,
    { name: title, webRef: property.webRef, url: absoluteUrl(pagePath) },
  );
  return (
    <div className="container">
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PropertyGallery name={property.name} images={property.images} />
          <PropertyPrintPhotos images={property.images} />
          <PropertyOverview property={property} unit={unit} />
          <div className={styles.actions} data-print="hide">
            <ShortlistToggle id={toListingId(property.webRef, unit?.unitSlug)} name={title} variant="page" />
            <BrochureLink href={brochurePath(pagePath)} webRef={property.webRef} />
            <ShareButton title={title} url={pagePath} />
          </div>
          {unit && (
            <p className={styles.back}>
              Part of <a href={property.href}>{property.name}</a>, which has {property.units.length} units
              {` ${dealLabel(property.dealType).toLowerCase()}`}.
            </p>
          )}
          <section aria-labelledby="about-heading" className={styles.section}>
            <h2 id="about-heading">{(unit ? unit.heading : property.heading) || 'About this property'}</h2>
            <p className={styles.description}>{description || 'No description provided'}</p>
            {unit && property.description && <p className={styles.description}>{property.description}</p>}
          </section>
          {property.units.length > 0 && (
            <UnitSchedule
              dealType={property.dealType}
              units={property.units}
              currentUnitSlug={unit?.unitSlug}
              propertyName={property.name}
              webRef={property.webRef}
            />
          )}
          <PropertyFeatures features={property.features} parking={property.parking} />
          <PropertyLocation property={property} />
        </div>
        <aside className={styles.aside} aria-label="Contact the broker">
          <h2 className={styles.asideHeading}>Speak to the broker</h2>
          {brokers.map((broker) => (
            <ContactCard
              key={broker.key}
              name={broker.name}
              title={broker.title}
              image={broker.image}
              email={broker.email}
              phone={broker.phone}
            />
          ))}
          <div id={ENQUIRY_ID} tabIndex={-1} data-print="hide">
            <EnquiryForm
              source={unit ? 'unit' : 'property'}
              propertyKey={property.propertyKey}
              unitKey={unit?.objectID}
              brokerKey={brokers[0]?.key}
              heading="Send an enquiry"
              defaultMessage={`I am interested in ${unit ? `${unit.unitId} at ` : ''}${property.name} (web ref ${property.webRef}). Please contact me.`}
            />
          </div>
        </aside>
      </div>
      <RelatedProperties
        heading={`More ${property.category.toLowerCase()} property in ${property.city}`}
        properties={related}
      />
      <ContactBar line={contactLine} formId={ENQUIRY_ID} webRef={property.webRef} />
    </div>
  );
}
