import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { StatusMessage } from '@/components/ui/status-message';
import { MAX_SHORTLIST, SHORTLIST_PATH } from '@/lib/shortlist/listing-id';

/** A shortlist link that names no listing: mistyped, cut short, or every listing in it gone. */
export default function SharedShortlistNotFound() {
  return (
    <StatusMessage
      eyebrow="Error 404"
      title="This shortlist link leads to no listing"
      actions={
        <>
          <Link href="/search" className={buttonClassName('primary')}>
            Search properties
          </Link>
          <Link href={SHORTLIST_PATH} className={buttonClassName('secondary')}>
            Open my shortlist
          </Link>
        </>
      }
    >
      <p>
        {`The link may be incomplete or mistyped (a shortlist link names up to ${MAX_SHORTLIST} listings by web ref, such as /shortlist/rc-10423,rc-10500), or every listing in it has been let, sold or withdrawn.`}
      </p>
    </StatusMessage>
  );
}
