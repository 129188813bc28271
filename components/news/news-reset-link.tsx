'use client';

import { Link } from '@/components/ui/link';
import type { MouseEvent } from 'react';
import { useClearRefinements } from 'react-instantsearch';
import { isPlainClick } from '@/components/ui/plain-click';

export interface NewsResetLinkProps {
  /** The list page's own path without parameters: where the link leads without JavaScript. */
  href: string;
  className?: string;
}

/** SPEC §2 Reset: clears the category and the text in place (an empty exclusion list includes the query). */
export function NewsResetLink({ href, className }: NewsResetLinkProps) {
  const { refine } = useClearRefinements({ excludedAttributes: [] });

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks open the clean list elsewhere, as links do.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    refine();
  }

  return (
    <Link href={href} className={className} onClick={handleClick}>
      Reset
    </Link>
  );
}
