import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { getPageWindow } from '@/lib/pagination';
import { isPlainClick } from './plain-click';
import styles from './pagination.module.css';

interface PaginationBaseProps {
  currentPage: number;
  totalPages: number;
  /** Names the navigation landmark; pages with two paginated lists need different names. */
  label?: string;
}

/**
 * Every page is a link, so result pages can be crawled and opened in a new tab. `documentLinks`
 * opens each page as a document, for pages the client router must not take from a cached page of
 * the same path (a cached news list whose other pages render per request); `onSelect` takes a plain
 * click in place, for a search island that changes its own state and URL.
 */
interface PaginationTarget {
  createHref: (page: number) => string;
  documentLinks?: boolean;
  onSelect?: (page: number) => void;
}

export type PaginationProps = PaginationBaseProps & PaginationTarget;

type PageControlProps = PaginationTarget & {
  page: number;
  name: string;
  className: string;
  current?: boolean;
  children: ReactNode;
};

function PageControl({
  page,
  name,
  className,
  current,
  createHref,
  documentLinks,
  onSelect,
  children,
}: PageControlProps) {
  const ariaCurrent = current ? 'page' : undefined;
  const href = createHref(page);
  if (onSelect) {
    return (
      <a
        href={href}
        className={className}
        aria-label={name}
        aria-current={ariaCurrent}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSelect(page);
        }}
      >
        {children}
      </a>
    );
  }
  if (documentLinks) {
    return (
      <a href={href} className={className} aria-label={name} aria-current={ariaCurrent}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} aria-label={name} aria-current={ariaCurrent}>
      {children}
    </Link>
  );
}

function Chevron({ direction }: { direction: ArrowDirection }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

type ArrowDirection = 'previous' | 'next';

type ArrowItemProps = PaginationTarget & {
  direction: ArrowDirection;
  currentPage: number;
  totalPages: number;
};

function ArrowItem({ direction, currentPage, totalPages, ...target }: ArrowItemProps) {
  const page = direction === 'previous' ? currentPage - 1 : currentPage + 1;
  const className = `${styles.control} ${styles.arrow}`;
  if (page < 1 || page > totalPages) {
    // An inert placeholder keeps the numbers from shifting at either end.
    return (
      <li aria-hidden="true">
        <span className={`${className} ${styles.inert}`}>
          <Chevron direction={direction} />
        </span>
      </li>
    );
  }
  return (
    <li>
      <PageControl
        {...target}
        page={page}
        name={direction === 'previous' ? 'Previous page' : 'Next page'}
        className={className}
      >
        <Chevron direction={direction} />
      </PageControl>
    </li>
  );
}

/** SPEC §2: previous and next arrows around a window of page numbers; nothing for a single page. */
export function Pagination({ currentPage, totalPages, label = 'Pagination', ...target }: PaginationProps) {
  if (!(totalPages >= 2)) return null;
  const pages = getPageWindow(currentPage, totalPages);
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), Math.floor(totalPages));
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        <ArrowItem {...target} direction="previous" currentPage={current} totalPages={totalPages} />
        {pages.map((page) => (
          <li key={page}>
            <PageControl
              {...target}
              page={page}
              name={`Page ${page}`}
              current={page === current}
              className={`${styles.control} ${page === current ? styles.current : ''}`}
            >
              {page}
            </PageControl>
          </li>
        ))}
        <ArrowItem {...target} direction="next" currentPage={current} totalPages={totalPages} />
      </ul>
    </nav>
  );
}
